import type { TBucketItem } from '@shared/schemas/bucket-list';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type UpdateGoalVars, updateGoalKind } from './bucket-list-outbox';

/** PUT /api/bucket-list/:id, or later when offline (bucket-list-outbox.ts). */
export function useUpdateBucketItem() {
  return useOutboxMutation<UpdateGoalVars, TBucketItem>(updateGoalKind, {
    success: 'bucketList.updated',
    failure: 'bucketList.updateError',
  });
}
