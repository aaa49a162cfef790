import type { TDailyQuestionHistory } from '@shared/schemas/daily-questions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { dailyQuestionsKeys } from './daily-questions-keys';

export function getQuestionHistory(before: string | null) {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  return apiFetch<TDailyQuestionHistory>(`/api/daily-questions/history${query}`);
}

/** Past days, newest first; each page names the next. */
export const questionHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dailyQuestionsKeys.history(),
    queryFn: ({ pageParam }) => getQuestionHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export function useQuestionHistory() {
  return useInfiniteQuery(questionHistoryQueryOptions());
}
