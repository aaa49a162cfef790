import type { TBucketItem } from '@shared/schemas/bucket-list';
import type { BucketItemRow } from './bucket-list.repository';

/** A goal row as the API answers it. */
export const presentBucketItem = ({ createdAt, ...row }: BucketItemRow): TBucketItem => ({
  ...row,
  createdAt: createdAt.toISOString(),
});
