import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, userRef, userRefKeptOnDelete } from './columns';
import { literal } from './sql-literal';

export const COUPLE_STATUSES = ['pending', 'active', 'ended'] as const;

export const couples = pgTable(
  'couples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Both partners' references outlive their accounts: an ended couple's archive is kept for its
    // retention window even when a partner deleted their account (then the reference is null).
    user1Id: userRefKeptOnDelete('user1_id'),
    user2Id: userRefKeptOnDelete('user2_id'),
    relationshipStartDate: date('relationship_start_date').notNull(),
    coupleCode: varchar('couple_code', { length: LIMITS.coupleCodeLength }).notNull().unique(),
    status: text('status', { enum: COUPLE_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    /** When a partner ended it; its rows and files are deleted a retention window later. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Who ended it; null if not ended, or once that person deleted their account. */
    endedBy: userRefKeptOnDelete('ended_by'),
  },
  (t) => [
    check('couples_status_valid', sql`${t.status} in ('pending', 'active', 'ended')`),
    check(
      'couples_code_format',
      sql`${t.coupleCode} ~ '^[A-HJ-NP-Z2-9]{${literal(LIMITS.coupleCodeLength)}}$'`,
    ),
    check('couples_partners_differ', sql`${t.user2Id} is null or ${t.user2Id} <> ${t.user1Id}`),
    // Pending: only the creator. Active: both partners. Ended: when (partners may since have
    // deleted their accounts). Only an ended couple has an end.
    check(
      'couples_state_coherent',
      sql`case ${t.status}
        when 'pending' then ${t.user1Id} is not null and ${t.user2Id} is null and ${t.endedAt} is null
        when 'active' then ${t.user1Id} is not null and ${t.user2Id} is not null and ${t.endedAt} is null
        else ${t.endedAt} is not null end`,
    ),
    check('couples_ended_by_only_when_ended', sql`${t.endedBy} is null or ${t.status} = 'ended'`),
    // A person belongs to at most one couple that is not ended; ended ones are history, so either
    // former partner can link with someone new at once.
    uniqueIndex('couples_user1_id_unique').on(t.user1Id).where(sql`${t.status} <> 'ended'`),
    uniqueIndex('couples_user2_id_unique').on(t.user2Id).where(sql`${t.status} <> 'ended'`),
    index('couples_status_idx').on(t.status),
    // The retention job's scan: ended couples by end.
    index('couples_ended_at_idx').on(t.endedAt).where(sql`${t.status} = 'ended'`),
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

/**
 * Each partner as they were when the couple ended: the name, and a copy of the avatar (its own
 * file, so a later change or removal of the profile's does not reach it). The ended couple's
 * archive shows these, never the live profile: a former partner must not watch the other's new
 * life through the old archive. Goes with the couple (retention) or with the person's account.
 */
export const endedCouplePartners = pgTable(
  'ended_couple_partners',
  {
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    fullName: varchar('full_name', { length: LIMITS.nameMax }).notNull(),
    /** Storage path in the avatars bucket (`<userId>/ended-<coupleId>.<ext>`), or null. */
    avatarPath: text('avatar_path'),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.userId] })],
);
