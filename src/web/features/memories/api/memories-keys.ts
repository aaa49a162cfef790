import type { TMemoryFilter, TMemorySort } from '@shared/schemas/memories';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const memoriesKeys = {
  all: queryRoots.memories,
  lists: () => [...memoriesKeys.all, 'list'] as const,
  list: (filter: TMemoryFilter, sort: TMemorySort) =>
    [...memoriesKeys.lists(), filter, sort] as const,
  summary: () => [...memoriesKeys.all, 'summary'] as const,
};

/**
 * After one of my own writes: what the partner's realtime event refreshes (every list, the
 * count, and the dashboard and stats that show memories too).
 */
export const refreshMemories = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'memories.changed');
