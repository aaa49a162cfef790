/**
 * "La pregunta del día": the questions both partners answer, one a day. Texts live per language in
 * ./texts/<lang>.ts (loaded lazily, one language at a time); Spanish (Spain) is the original.
 */
export const QUESTION_CATEGORIES = [
  'fun',
  'everyday',
  'memories',
  'us',
  'dreams',
  'values',
  'gratitude',
  'intimacy',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
/** 1 light, 2 personal, 3 deep. */
export type QuestionDepth = 1 | 2 | 3;
export interface DailyQuestion {
  readonly id: number;
  readonly category: QuestionCategory;
  readonly depth: QuestionDepth;
}
/**
 * Ids are stable forever (answers are stored by id): append new questions, never renumber.
 * The initial ids follow a day-by-day order: light questions first, then depths mixed in proportion
 * (about 45 % light, 35 % personal, 20 % deep) with the categories taking turns.
 */
export const DAILY_QUESTIONS: readonly DailyQuestion[] = [
  { id: 1, category: 'fun', depth: 1 },
  { id: 2, category: 'fun', depth: 1 },
  { id: 3, category: 'fun', depth: 1 },
  { id: 4, category: 'fun', depth: 1 },
  { id: 5, category: 'fun', depth: 1 },
  { id: 6, category: 'fun', depth: 1 },
  { id: 7, category: 'fun', depth: 1 },
  { id: 8, category: 'fun', depth: 2 },
  { id: 9, category: 'fun', depth: 2 },
  { id: 10, category: 'fun', depth: 3 },
  { id: 11, category: 'fun', depth: 1 },
  { id: 12, category: 'fun', depth: 1 },
  { id: 13, category: 'fun', depth: 2 },
  { id: 14, category: 'fun', depth: 1 },
  { id: 15, category: 'fun', depth: 1 },
  { id: 16, category: 'fun', depth: 2 },
  { id: 17, category: 'fun', depth: 1 },
  { id: 18, category: 'fun', depth: 1 },
  { id: 19, category: 'fun', depth: 1 },
  { id: 20, category: 'fun', depth: 2 },
  { id: 21, category: 'fun', depth: 1 },
  { id: 22, category: 'fun', depth: 1 },
  { id: 23, category: 'fun', depth: 1 },
  { id: 24, category: 'fun', depth: 3 },
  { id: 25, category: 'fun', depth: 1 },
  { id: 26, category: 'fun', depth: 2 },
  { id: 27, category: 'fun', depth: 1 },
  { id: 28, category: 'fun', depth: 1 },
  { id: 29, category: 'fun', depth: 1 },
  { id: 30, category: 'fun', depth: 2 },
  { id: 31, category: 'fun', depth: 1 },
  { id: 32, category: 'fun', depth: 1 },
  { id: 33, category: 'fun', depth: 1 },
  { id: 34, category: 'fun', depth: 1 },
  { id: 35, category: 'fun', depth: 2 },
  { id: 36, category: 'fun', depth: 1 },
  { id: 37, category: 'fun', depth: 1 },
  { id: 38, category: 'fun', depth: 1 },
  { id: 39, category: 'fun', depth: 2 },
  { id: 40, category: 'fun', depth: 1 },
  { id: 41, category: 'fun', depth: 1 },
  { id: 42, category: 'fun', depth: 3 },
  { id: 43, category: 'fun', depth: 1 },
  { id: 44, category: 'fun', depth: 1 },
  { id: 45, category: 'fun', depth: 2 },
  { id: 46, category: 'fun', depth: 1 },
  { id: 47, category: 'fun', depth: 1 },
  { id: 48, category: 'fun', depth: 1 },
  { id: 49, category: 'fun', depth: 2 },
  { id: 50, category: 'fun', depth: 1 },
];
