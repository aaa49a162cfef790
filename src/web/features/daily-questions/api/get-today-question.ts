import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { questionTextsQueryOptions } from '../question-texts';
import { dailyQuestionsKeys } from './daily-questions-keys';

export const getTodayQuestion = () => apiFetch<TDailyQuestionToday>('/api/daily-questions/today');

export const todayQuestionQueryOptions = () =>
  queryOptions({ queryKey: dailyQuestionsKeys.today(), queryFn: getTodayQuestion });

/** Today's question and the streak; the partner's answer arrives by the realtime event. */
export function useTodayQuestion() {
  return useQuery(todayQuestionQueryOptions());
}

/** Today's question and its words in the reader's language: what a screen needs to draw it. */
export function prefetchTodayQuestion(queryClient: QueryClient, language: string) {
  void queryClient.prefetchQuery(todayQuestionQueryOptions());
  void queryClient.prefetchQuery(questionTextsQueryOptions(language));
}
