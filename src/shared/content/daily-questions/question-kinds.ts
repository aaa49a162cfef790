/** What a daily question is about and how deep it goes (the catalogue is ./catalog.ts). */
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
