import type { TBucketItem } from '@shared/schemas/bucket-list';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { completeGoalKind, type SetCompletedVars } from './bucket-list-outbox';

/** PUT /api/bucket-list/:id/completed, or later when offline (bucket-list-outbox.ts). */
export function useSetBucketItemCompleted() {
  return useOutboxMutation<SetCompletedVars, TBucketItem>(completeGoalKind, {
    success: (_item, { completed }) =>
      completed ? 'bucketList.markedCompleted' : 'bucketList.markedPending',
    failure: 'bucketList.updateError',
  });
}
