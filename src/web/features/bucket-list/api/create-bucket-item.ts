import type { TBucketItem, TCreateBucketItem } from '@shared/schemas/bucket-list';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { createGoalKind } from './bucket-list-outbox';

/** POST /api/bucket-list, or later when offline (bucket-list-outbox.ts). */
export function useCreateBucketItem() {
  return useOutboxMutation<TCreateBucketItem, TBucketItem>(createGoalKind, {
    success: 'bucketList.created',
    failure: 'bucketList.createError',
  });
}
