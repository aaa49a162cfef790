import type { TBucketItem } from '@shared/schemas/bucket-list';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshBucketList } from './bucket-list-keys';

interface SetCompleted {
  id: string;
  completed: boolean;
}

/** Asks for a state, not a flip, so a partner's simultaneous toggle cannot undo this one. */
export const setBucketItemCompleted = ({ id, completed }: SetCompleted) =>
  apiFetch<TBucketItem>(`/api/bucket-list/${id}/completed`, {
    method: 'PUT',
    json: { completed },
  });

export function useSetBucketItemCompleted() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: setBucketItemCompleted,
    success: (_item, { completed }) =>
      completed ? 'bucketList.markedCompleted' : 'bucketList.markedPending',
    failure: 'bucketList.updateError',
    onSuccess: () => refreshBucketList(queryClient),
  });
}
