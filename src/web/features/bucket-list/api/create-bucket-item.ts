import type { TBucketItem, TCreateBucketItem } from '@shared/schemas/bucket-list';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { idempotencyHeaders, sendOnce } from '@web/lib/idempotent-request';
import { refreshBucketList } from './bucket-list-keys';

export const createBucketItem = (input: TCreateBucketItem) =>
  sendOnce((key) =>
    apiFetch<TBucketItem>('/api/bucket-list', {
      method: 'POST',
      json: input,
      headers: idempotencyHeaders(key),
    }),
  );

export function useCreateBucketItem() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: createBucketItem,
    success: 'bucketList.created',
    failure: 'bucketList.createError',
    onSuccess: () => refreshBucketList(queryClient),
  });
}
