import * as z from 'zod/mini';
import { descriptionField, titleField } from './titled-text';

export const ZCreateBucketItemSchema = z.object(
  {
    title: titleField('bucketList.textInvalid'),
    description: descriptionField('bucketList.textInvalid'),
  },
  { error: 'errors.invalidInput' },
);
export type TCreateBucketItem = z.infer<typeof ZCreateBucketItemSchema>;
export type TCreateBucketItemInput = z.input<typeof ZCreateBucketItemSchema>;

export const ZUpdateBucketItemSchema = ZCreateBucketItemSchema;
export type TUpdateBucketItem = TCreateBucketItem;

/**
 * Toggling names the state wanted, not "flip": two partners pressing at once both ask for
 * "completed" and the goal ends completed, instead of flipping twice back to pending.
 */
export const ZSetBucketItemCompletedSchema = z.object(
  { completed: z.boolean({ error: 'errors.invalidInput' }) },
  { error: 'errors.invalidInput' },
);
export type TSetBucketItemCompleted = z.infer<typeof ZSetBucketItemCompletedSchema>;

export interface TBucketItem {
  id: string;
  title: string;
  description: string | null;
  completed: boolean;
  /** The day it was completed, in the completing partner's own calendar; null when pending. */
  completedDate: string | null;
  /** Null once the author deleted their account (only in an ended couple's archive). */
  createdBy: string | null;
  createdAt: string;
}
