import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshBucketList } from './bucket-list-keys';

export const deleteBucketItem = (id: string) =>
  apiFetch<void>(`/api/bucket-list/${id}`, { method: 'DELETE' });

export function useDeleteBucketItem() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteBucketItem,
    success: 'bucketList.deleted',
    failure: 'bucketList.deleteError',
    onSuccess: () => refreshBucketList(queryClient),
  });
}
