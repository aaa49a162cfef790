// Placeholder catalog (10 questions) until the content branch's full catalog is merged.
export const QUESTION_CATEGORIES = ['everyday', 'memories', 'dreams', 'us'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export type QuestionDepth = 1 | 2 | 3;

export interface DailyQuestion {
  id: number;
  category: QuestionCategory;
  depth: QuestionDepth;
}

export const DAILY_QUESTIONS: readonly DailyQuestion[] = [
  { id: 1, category: 'everyday', depth: 1 },
  { id: 2, category: 'memories', depth: 1 },
  { id: 3, category: 'dreams', depth: 1 },
  { id: 4, category: 'us', depth: 1 },
  { id: 5, category: 'everyday', depth: 2 },
  { id: 6, category: 'memories', depth: 2 },
  { id: 7, category: 'dreams', depth: 2 },
  { id: 8, category: 'us', depth: 2 },
  { id: 9, category: 'memories', depth: 3 },
  { id: 10, category: 'us', depth: 3 },
];
