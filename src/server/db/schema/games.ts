import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';
import { coupleId } from './couples';

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
