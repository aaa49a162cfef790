import { queryRoots } from '@web/lib/query-keys';

export const bucketListKeys = {
  all: queryRoots.bucketList,
  list: () => [...bucketListKeys.all, 'list'] as const,
};
