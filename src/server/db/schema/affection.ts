import { boolean, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';
import { coupleId } from './couples';

/**
 * "Pienso en ti": one row per tap. `is_pushed` records whether the tap queued a push (a tap
 * within a minute of the sender's last one only adds to the day's count). The sender's row goes
 * with their account, as their emotions do; the couple's rows go with the couple.
 */
export const affectionTaps = pgTable(
  'affection_taps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    fromUserId: userRef('from_user_id').notNull(),
    isPushed: boolean('is_pushed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('affection_taps_couple_created_idx').on(t.coupleId, t.createdAt),
    index('affection_taps_from_created_idx').on(t.fromUserId, t.createdAt),
  ],
);
