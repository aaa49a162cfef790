import type { TBucketItem, TUpdateBucketItem } from '@shared/schemas/bucket-list';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshBucketList } from './bucket-list-keys';

export const updateBucketItem = ({ id, ...input }: TUpdateBucketItem & { id: string }) =>
  apiFetch<TBucketItem>(`/api/bucket-list/${id}`, { method: 'PUT', json: input });

export function useUpdateBucketItem() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: updateBucketItem,
    success: 'bucketList.updated',
    failure: 'bucketList.updateError',
    onSuccess: () => refreshBucketList(queryClient),
  });
}
