/** The daily question's query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const dailyQuestionsKeys = {
  all: queryRoots.dailyQuestions,
  today: () => [...dailyQuestionsKeys.all, 'today'] as const,
  history: () => [...dailyQuestionsKeys.all, 'history'] as const,
  texts: (language: string) => [...dailyQuestionsKeys.all, 'texts', language] as const,
};

/** After an answer (or a refused one): what the partner's realtime event refreshes too. */
export const refreshDailyQuestions = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'daily-questions.changed');
