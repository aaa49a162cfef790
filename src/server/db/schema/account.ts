import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';

/**
 * Wrong passwords typed to confirm something grave (deleting the account), one row each, so that a
 * session left open on a borrowed phone cannot be used to guess the password. In the database, so
 * every instance counts the same; rows older than the window are pruned on insert.
 */
export const passwordCheckFailures = pgTable(
  'password_check_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_check_failures_user_id_created_idx').on(t.userId, t.createdAt)],
);
