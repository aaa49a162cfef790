import type { TBucketItem } from '@shared/schemas/bucket-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { bucketListKeys } from './bucket-list-keys';

export const getBucketList = () => apiFetch<TBucketItem[]>('/api/bucket-list');

export const bucketListQueryOptions = () =>
  queryOptions({ queryKey: bucketListKeys.list(), queryFn: getBucketList });

export function useBucketList() {
  return useQuery(bucketListQueryOptions());
}
