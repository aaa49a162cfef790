import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

/** What a person wants pushed, when, and in which zone and language (the server has no other). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userRef('user_id').primaryKey(),
    /** Kinds switched off; a kind added later is on for everyone until they turn it off. */
    disabledKinds: text('disabled_kinds').array().notNull().default(sql`'{}'::text[]`),
    /** Minutes after midnight in `time_zone`; start > end spans midnight (22:00-08:00). */
    quietStart: smallint('quiet_start')
      .notNull()
      .default(22 * 60),
    quietEnd: smallint('quiet_end')
      .notNull()
      .default(8 * 60),
    timeZone: text('time_zone').notNull().default('UTC'),
    language: text('language').notNull().default('es'),
    /** Pushes say only that something is new: no names, titles, kinds or links on a lock screen. */
    discreet: boolean('discreet').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'notification_settings_quiet_range',
      sql`${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439`,
    ),
  ],
);

/** One browser's push subscription (RFC 8030 endpoint and its RFC 8291 keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * Notifications waiting to be pushed (the outbox): features insert, the sender job delivers.
 * `dedupe_key` makes a daily reminder (an event tomorrow, a milestone) enqueued once however
 * often the scan runs. Delivered rows stay a while: the hourly cap per kind reads them.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    /** Not before this instant: quiet hours, the hourly cap and retries move it forward. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    delivered: boolean('delivered').notNull().default(false),
  },
  (t) => [
    uniqueIndex('push_outbox_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('push_outbox_pending_idx').on(t.notBefore).where(sql`${t.finishedAt} is null`),
    index('push_outbox_user_kind_finished_idx').on(t.userId, t.kind, t.finishedAt),
  ],
);
