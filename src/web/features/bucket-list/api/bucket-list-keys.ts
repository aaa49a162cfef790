import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const bucketListKeys = {
  all: queryRoots.bucketList,
  list: () => [...bucketListKeys.all, 'list'] as const,
};

/** After a change of ours: what the partner's realtime event refreshes (the list, the stats). */
export const refreshBucketList = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'bucket-list.changed');
