import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deleteGoalKind } from './bucket-list-outbox';

/** DELETE /api/bucket-list/:id, or later when offline (bucket-list-outbox.ts). */
export function useDeleteBucketItem() {
  return useOutboxMutation<string>(deleteGoalKind, {
    success: 'bucketList.deleted',
    failure: 'bucketList.deleteError',
  });
}
