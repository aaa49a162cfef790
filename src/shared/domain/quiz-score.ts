import { QUIZ_QUESTIONS, type TQuizAnswers } from '@shared/games/quiz-questions';

export type TCompatibilityTier = 'perfect' | 'excellent' | 'good';

/** The quiz's tiers: 90 or more is a perfect match, 75 or more an excellent one. */
export const PERFECT_FROM = 90;
export const EXCELLENT_FROM = 75;

/** The share of matching answers as a whole percentage: 3 of 5 is 60. */
export function quizScore(matches: number, questionCount: number = QUIZ_QUESTIONS.length): number {
  return Math.round((matches / questionCount) * 100);
}

export function compatibilityTier(score: number): TCompatibilityTier {
  if (score >= PERFECT_FROM) return 'perfect';
  if (score >= EXCELLENT_FROM) return 'excellent';
  return 'good';
}

export interface TQuizComparison {
  /** The questions both partners answered alike, in question order. */
  matchedQuestions: string[];
  matches: number;
  score: number;
  tier: TCompatibilityTier;
}

/** Compares two partners' answers; the result is the same whichever partner asks. */
export function compareQuizAnswers(mine: TQuizAnswers, partner: TQuizAnswers): TQuizComparison {
  const matchedQuestions = QUIZ_QUESTIONS.filter(({ id }) => mine[id] === partner[id]).map(
    ({ id }) => id,
  );
  const score = quizScore(matchedQuestions.length);
  return {
    matchedQuestions,
    matches: matchedQuestions.length,
    score,
    tier: compatibilityTier(score),
  };
}
