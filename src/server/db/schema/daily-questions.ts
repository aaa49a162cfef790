import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';
import { coupleId } from './couples';
import { literal } from './sql-literal';

/**
 * The question a couple got on a date (a catalog id, `src/shared/content/daily-questions`),
 * stored the first time either partner asks for that date, so it never changes afterwards,
 * even when the catalog grows. Both partners get this row's question for this date.
 */
export const dailyQuestions = pgTable(
  'daily_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    questionDate: date('question_date').notNull(),
    questionId: integer('question_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('daily_questions_couple_date_idx').on(t.coupleId, t.questionDate),
    check('daily_questions_question_id_positive', sql`${t.questionId} > 0`),
  ],
);

/**
 * Each partner's answer to a day's question, in their own words. Editable by its author until
 * the partner has answered (the service decides under a lock on the day's row). It goes with its
 * author's account, like the quiz answers: their words are theirs.
 */
export const dailyQuestionAnswers = pgTable(
  'daily_question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dailyQuestionId: uuid('daily_question_id')
      .notNull()
      .references(() => dailyQuestions.id, { onDelete: 'cascade' }),
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('daily_question_answers_one_each_idx').on(t.dailyQuestionId, t.userId),
    index('daily_question_answers_couple_idx').on(t.coupleId),
    check(
      'daily_question_answers_length',
      sql`char_length(${t.answer}) between 1 and ${literal(LIMITS.dailyAnswerMax)}`,
    ),
  ],
);
