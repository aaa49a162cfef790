import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { dailyQuestionsKeys } from './daily-questions-keys';

export const getTodayQuestion = () => apiFetch<TDailyQuestionToday>('/api/daily-questions/today');

export const todayQuestionQueryOptions = () =>
  queryOptions({ queryKey: dailyQuestionsKeys.today(), queryFn: getTodayQuestion });

/** Today's question and the streak; the partner's answer arrives by the realtime event. */
export function useTodayQuestion() {
  return useQuery(todayQuestionQueryOptions());
}
