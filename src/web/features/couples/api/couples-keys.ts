/** The couples feature's query keys (the dashboard refreshes them after a join). */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const couplesKeys = {
  all: queryRoots.couples,
  me: () => [...couplesKeys.all, 'me'] as const,
};

/** After the couple changes: what the partner's realtime event refreshes (couple, dashboard, stats). */
export const refreshCouples = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'couples.updated');
