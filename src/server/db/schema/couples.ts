import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Storage path in the avatars bucket; swapped for a signed URL when read. */
    avatarUrl: text('avatar_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('profiles_full_name_not_blank', sql`char_length(btrim(${t.fullName})) >= 1`)],
);

export const couples = pgTable(
  'couples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user1Id: text('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: text('user2_id').references(() => users.id, { onDelete: 'cascade' }),
    relationshipStartDate: date('relationship_start_date').notNull(),
    coupleCode: varchar('couple_code', { length: 8 }).notNull().unique(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('couple_join_attempts_user_id_created_idx').on(t.userId, t.createdAt)],
);
