import type { TCompatibilityTier } from '@shared/domain/quiz-score';
import { QUIZ_QUESTIONS, type TQuizAnswers } from '@shared/games/quiz-questions';
import * as z from 'zod/mini';

const answerOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: 'games.quiz.invalidAnswer' });

/** The five answers of the compatibility quiz, each one of its question's known options. */
export const ZQuizAnswersSchema = z.strictObject(
  {
    q1: answerOf(QUIZ_QUESTIONS[0].options),
    q2: answerOf(QUIZ_QUESTIONS[1].options),
    q3: answerOf(QUIZ_QUESTIONS[2].options),
    q4: answerOf(QUIZ_QUESTIONS[3].options),
    q5: answerOf(QUIZ_QUESTIONS[4].options),
  },
  { error: 'games.quiz.invalidAnswer' },
);
export type TQuizAnswersInput = z.infer<typeof ZQuizAnswersSchema>;

export interface TQuizResponse {
  answers: TQuizAnswers;
  createdAt: string;
}

export interface TQuizResult {
  matchedQuestions: string[];
  matches: number;
  score: number;
  tier: TCompatibilityTier;
}

/** "Start the round after this one": the round the client saw finished (see startQuizRound). */
export const ZStartQuizRoundSchema = z.strictObject(
  {
    after: z
      .int({ error: 'errors.invalidInput' })
      .check(z.minimum(1, { error: 'errors.invalidInput' })),
  },
  { error: 'errors.invalidInput' },
);
export type TStartQuizRound = z.infer<typeof ZStartQuizRoundSchema>;

/**
 * The quiz as one partner sees it, in the couple's current round (answers are final once saved;
 * either partner starts the next round once both answered): their answers, whether the partner has answered, and
 * (only once both have) the compatibility. The partner's answers stay hidden until then so
 * nobody can copy them.
 */
export interface TQuizState {
  round: number;
  mine: TQuizResponse | null;
  hasPartnerAnswered: boolean;
  partner: TQuizResponse | null;
  result: TQuizResult | null;
}
