import { EMOTION_TYPES } from '@shared/emotions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy, userRef } from './columns';
import { coupleId } from './couples';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    eventDate: date('event_date').notNull(),
    eventType: text('event_type', { enum: ['plan', 'intimacy', 'other'] })
      .notNull()
      .default('plan'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_couple_id_date_idx').on(t.coupleId, t.eventDate),
    check('events_title_not_blank', sql`char_length(btrim(${t.title})) >= 1`),
    check('events_type_valid', sql`${t.eventType} in ('plan', 'intimacy', 'other')`),
  ],
);

export const memories = pgTable(
  'memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    /** Storage path in the memories bucket; swapped for a signed URL when read. */
    imageUrl: varchar('image_url', { length: 2000 }),
    memoryDate: date('memory_date'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('memories_couple_id_created_idx').on(t.coupleId, t.createdAt),
    // The list's keyset pages, one per sort, in the exact expressions the repository orders by:
    // undated memories sort as -infinity (last going down) or infinity (last going up).
    index('memories_couple_date_desc_idx').on(
      t.coupleId,
      sql`coalesce(${t.memoryDate}, '-infinity'::date)`,
      t.createdAt,
      t.id,
    ),
    index('memories_couple_date_asc_idx').on(
      t.coupleId,
      sql`coalesce(${t.memoryDate}, 'infinity'::date)`,
      t.createdAt,
      t.id,
    ),
    index('memories_couple_title_idx').on(t.coupleId, sql`lower(${t.title})`, t.createdAt, t.id),
    check('memories_title_not_blank', sql`char_length(btrim(${t.title})) >= 1`),
  ],
);

export const bucketList = pgTable(
  'bucket_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    completed: boolean('completed').notNull().default(false),
    completedDate: date('completed_date'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bucket_list_couple_id_idx').on(t.coupleId),
    check('bucket_list_title_not_blank', sql`char_length(btrim(${t.title})) >= 1`),
    check('bucket_list_completed_date', sql`${t.completed} or ${t.completedDate} is null`),
  ],
);

export const EMOTION_TYPES_SQL = sql.raw(EMOTION_TYPES.map((type) => `'${type}'`).join(', '));

export const emotions = pgTable(
  'emotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    emotionType: text('emotion_type', {
      enum: EMOTION_TYPES,
    }).notNull(),
    emotionDate: date('emotion_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('emotions_couple_id_date_idx').on(t.coupleId, t.emotionDate),
    check('emotions_type_valid', sql`${t.emotionType} in (${EMOTION_TYPES_SQL})`),
  ],
);

export const gameResponses = pgTable(
  'game_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    gameType: text('game_type', { enum: ['compatibility_quiz'] }).notNull(),
    responses: jsonb('responses').$type<Record<string, string>>().notNull(),
    /** The quiz round (`quiz_rounds`) these answers belong to: final once saved. */
    round: integer('round').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_responses_couple_id_idx').on(t.coupleId, t.gameType, t.createdAt),
    // One answer per partner per round: a second one (to copy the partner's) cannot be stored.
    uniqueIndex('game_responses_one_per_round_idx').on(t.coupleId, t.gameType, t.round, t.userId),
    check('game_responses_type_valid', sql`${t.gameType} in ('compatibility_quiz')`),
    check('game_responses_is_object', sql`jsonb_typeof(${t.responses}) = 'object'`),
  ],
);

/**
 * The quiz rounds a couple started after the first (round 1 needs no row): the couple's current
 * round is the highest here, else 1. Either partner starts the next once both answered.
 */
export const quizRounds = pgTable(
  'quiz_rounds',
  {
    coupleId: coupleId(),
    round: integer('round').notNull(),
    startedBy: userRef('started_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.round] })],
);
