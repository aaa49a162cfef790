/** The daily question's query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const dailyQuestionsKeys = {
  all: queryRoots.dailyQuestions,
  today: () => [...dailyQuestionsKeys.all, 'today'] as const,
  history: () => [...dailyQuestionsKeys.all, 'history'] as const,
  texts: (language: string) => [...dailyQuestionsKeys.all, 'texts', language] as const,
};
