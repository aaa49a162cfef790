import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@web/lib/query-keys';

export const bucketListKeys = {
  all: queryRoots.bucketList,
  list: () => [...bucketListKeys.all, 'list'] as const,
};

/** After a change of ours: the list and the stats that count goals. */
export function refreshBucketList(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bucketListKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
  ]);
}
