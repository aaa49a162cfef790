import { LIMITS } from '@shared/constants';
import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { paragraphText, visibleText } from './text';

export const DAILY_QUESTION_HISTORY_PAGE = 20;

/**
 * An answer in one's own words: paragraph text (`text.ts`), trimmed, 1 to `LIMITS.dailyAnswerMax`
 * characters.
 */
export const ZDailyAnswerSchema = z.strictObject(
  {
    answer: z
      .string({ error: 'dailyQuestion.answerRequired' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'dailyQuestion.answerRequired' }),
        z.maxLength(LIMITS.dailyAnswerMax, { error: 'dailyQuestion.answerTooLong' }),
        paragraphText('dailyQuestion.answerInvalid'),
        visibleText('dailyQuestion.answerRequired'),
      ),
  },
  { error: 'errors.invalidInput' },
);
export type TDailyAnswerInput = z.output<typeof ZDailyAnswerSchema>;

/** The history's page: days before `before` ('YYYY-MM-DD', the last date of the page seen). */
export const ZDailyQuestionHistoryQuerySchema = z.object(
  {
    before: z.optional(
      z
        .string({ error: 'errors.invalidInput' })
        .check(z.refine((value) => isIsoDate(value), { error: 'errors.invalidInput' })),
    ),
  },
  { error: 'errors.invalidInput' },
);

export interface TDailyAnswer {
  answer: string;
  answeredAt: string;
}

/**
 * One day's question as one partner sees it. The partner's words are in `partner` only once the
 * caller has answered too: before that, only whether the partner has answered.
 */
export interface TDailyQuestionDay {
  id: string;
  date: string;
  questionId: number;
  mine: TDailyAnswer | null;
  hasPartnerAnswered: boolean;
  partner: TDailyAnswer | null;
  /** The caller may still change their answer: the partner has not answered yet. */
  canEdit: boolean;
}

/** `GET /api/daily-questions/today`: the caller's today and the couple's streak. */
export interface TDailyQuestionToday {
  day: TDailyQuestionDay;
  /** Days both answered, forgiving one missed day a week (`daily-question-streak.ts`). */
  streak: number;
  /** The partner's first name, for "Ana ha respondido". */
  partnerName: string;
}

export interface TDailyQuestionHistory {
  days: TDailyQuestionDay[];
  /** The `before` of the next page; null on the last. */
  nextBefore: string | null;
}
