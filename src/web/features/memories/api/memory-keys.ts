import type { TMemoryFilter, TMemorySort } from '@shared/schemas/memories';
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@web/lib/query-keys';

export const memoryKeys = {
  all: queryRoots.memories,
  lists: () => [...memoryKeys.all, 'list'] as const,
  list: (filter: TMemoryFilter, sort: TMemorySort) =>
    [...memoryKeys.lists(), filter, sort] as const,
  summary: () => [...memoryKeys.all, 'summary'] as const,
};

/**
 * After one of my own writes: every list, the count, and the screens that show memories too.
 * The partner's screens hear of it from the realtime event instead.
 */
export function refreshMemories(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
  ]);
}
