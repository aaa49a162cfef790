import type { TMyCoupleResponse } from '@shared/schemas/couple';
import { useQueryClient } from '@tanstack/react-query';
import { keepPhotosFor } from '@web/lib/photo-cache';
import { useEffect } from 'react';
import { couplesKeys } from './api/couples-keys';

const isCoupleQuery = (queryKey: readonly unknown[]) =>
  queryKey.length === couplesKeys.me().length &&
  couplesKeys.me().every((part, index) => queryKey[index] === part);

/**
 * The photos kept on this device belong to the couple's shared space: when the app learns there
 * is no active couple any more (the partner ended it, a live event; or it ended while the phone
 * was away, learnt on the next check), or that the couple is another one (another account on
 * this browser), they are deleted, whichever screen asked. The server already refuses their
 * addresses; this makes the device forget them too.
 */
export function PhotosFollowTheCouple() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!isCoupleQuery(event.query.queryKey)) return;
        const answer = event.query.state.data as TMyCoupleResponse | undefined;
        if (!answer) return;
        const { couple } = answer;
        void keepPhotosFor(couple?.status === 'active' ? couple.id : null).catch(() => {});
      }),
    [queryClient],
  );
  return null;
}
