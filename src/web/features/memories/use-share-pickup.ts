import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SHARED_PARAM, type SharedPhotos, takeSharedPhotos } from './shared-photos';

/**
 * Opened by the share target (`/memories?shared=<id>`, also after signing in: the marker rides
 * along in the return path): takes the shared photos and hands them to `open`, then drops the
 * marker from the address, so a reload or going back does not open the form again. A share
 * whose photos are gone still opens the form, which says they did not arrive.
 */
export function useSharePickup(open: (shared: SharedPhotos) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(SHARED_PARAM);
  // The latest callback, without opening the form again each time the screen renders.
  const openShared = useRef(open);
  openShared.current = open;
  useEffect(() => {
    if (!id) return;
    let isCurrent = true;
    void takeSharedPhotos(id).then((shared) => {
      if (!isCurrent) return;
      openShared.current(shared ?? { files: [], leftOut: 0 });
      setSearchParams(
        (params) => {
          params.delete(SHARED_PARAM);
          return params;
        },
        { replace: true },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [id, setSearchParams]);
}
