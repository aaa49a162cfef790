import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { connectRealtime, type RealtimeConnection } from './realtime-connection';
import { applyRealtimeEvent } from './realtime-invalidations';
import { useKnownCoupleId } from './use-known-couple-id';

/**
 * The tab's one realtime stream, mounted once for signed-in screens: server events become
 * query invalidations, so nothing needs to poll.
 */
export default function RealtimeBridge() {
  const queryClient = useQueryClient();
  const coupleId = useKnownCoupleId();
  const connection = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    const current = connectRealtime({
      onInvalidate: (event) => void applyRealtimeEvent(queryClient, event),
      onResync: () => void queryClient.invalidateQueries(),
    });
    connection.current = current;
    const retryNow = () => current.retryNow();
    window.addEventListener('online', retryNow);
    return () => {
      window.removeEventListener('online', retryNow);
      current.close();
      connection.current = null;
    };
  }, [queryClient]);

  // Joined or created a couple: reopen on its channel. The server follows such changes too;
  // reopening also refetches whatever the switch may have made stale.
  useEffect(() => {
    if (coupleId !== undefined) connection.current?.followCouple(coupleId);
  }, [coupleId]);

  return null;
}
