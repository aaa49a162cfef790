import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

export const profiles = pgTable(
  'profiles',
  {
    id: userRef('id').primaryKey(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Storage path in the avatars bucket; swapped for a signed URL when read. */
    avatarUrl: text('avatar_url'),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_full_name_not_blank', sql`char_length(btrim(${t.fullName})) >= 1`)],
);

export const couples = pgTable(
  'couples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user1Id: userRef('user1_id').notNull(),
    user2Id: userRef('user2_id'),
    relationshipStartDate: date('relationship_start_date').notNull(),
    coupleCode: varchar('couple_code', { length: 8 }).notNull().unique(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    check('couples_status_valid', sql`${t.status} in ('pending', 'active')`),
    check('couples_code_format', sql`${t.coupleCode} ~ '^[A-HJ-NP-Z2-9]{8}$'`),
    check('couples_partners_differ', sql`${t.user2Id} is null or ${t.user2Id} <> ${t.user1Id}`),
    // Active exactly when the second partner has joined.
    check(
      'couples_status_matches_partner',
      sql`(${t.status} = 'active') = (${t.user2Id} is not null)`,
    ),
    // A person belongs to at most one couple, pending or active.
    uniqueIndex('couples_user1_id_unique').on(t.user1Id),
    uniqueIndex('couples_user2_id_unique').on(t.user2Id),
    index('couples_status_idx').on(t.status),
  ],
);

/**
 * Failed attempts to join with a code, one row each. Kept in the database so that every server
 * instance counts the same attempts; rows older than the window are pruned on insert.
 */
export const coupleJoinAttempts = pgTable(
  'couple_join_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('couple_join_attempts_user_id_created_idx').on(t.userId, t.createdAt)],
);

/** The foreign key of every couple-scoped table: its rows go away with the couple. */
export function coupleId() {
  return uuid('couple_id')
    .notNull()
    .references(() => couples.id, { onDelete: 'cascade' });
}
