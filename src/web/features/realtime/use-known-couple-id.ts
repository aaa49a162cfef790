import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { TCouple } from '../../../shared/schemas/couple';
import { coupleKeys } from '../couples/api/my-couple';
import { dashboardKeys } from '../dashboard/api/get-dashboard';

type WithCouple = { couple: TCouple | null };

/** Both answers carry the caller's couple; the one fetched last is the freshest. */
function readCoupleId(queryClient: QueryClient): string | null | undefined {
  let latest: { at: number; id: string | null } | undefined;
  for (const queryKey of [coupleKeys.me(), dashboardKeys.detail()]) {
    const state = queryClient.getQueryState<WithCouple>(queryKey);
    if (!state?.data) continue;
    if (!latest || state.dataUpdatedAt > latest.at) {
      latest = { at: state.dataUpdatedAt, id: state.data.couple?.id ?? null };
    }
  }
  return latest?.id;
}

/**
 * The caller's couple id as the screens already know it (undefined: nothing loaded yet). Read
 * from the cache rather than fetched, so the stream costs no request of its own.
 */
export function useKnownCoupleId() {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => readCoupleId(queryClient));
}
