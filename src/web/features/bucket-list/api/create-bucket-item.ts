import type { TBucketItem, TCreateBucketItem } from '@shared/schemas/bucket-list';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshBucketList } from './bucket-list-keys';

export const createBucketItem = (input: TCreateBucketItem) =>
  apiFetch<TBucketItem>('/api/bucket-list', { method: 'POST', json: input });

export function useCreateBucketItem() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: createBucketItem,
    success: 'bucketList.created',
    failure: 'bucketList.createError',
    onSuccess: () => refreshBucketList(queryClient),
  });
}
