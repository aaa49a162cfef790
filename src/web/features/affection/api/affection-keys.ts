/** "Pienso en ti" query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const affectionKeys = {
  all: queryRoots.affection,
  today: () => [...affectionKeys.all, 'today'] as const,
};

/** After my own tap: what the partner's realtime event refreshes (today's counts). */
export const refreshAffection = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'affection.changed');
