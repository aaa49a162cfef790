import type { TEmotionMonth } from '@shared/schemas/emotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { emotionsKeys } from './emotions-keys';

/** One request per month: every day's emotions of both partners. `month` is 'YYYY-MM'. */
export const getEmotionMonth = (month: string) =>
  apiFetch<TEmotionMonth>(`/api/emotions/month?month=${encodeURIComponent(month)}`);

export const emotionMonthQueryOptions = (month: string) =>
  queryOptions({
    queryKey: emotionsKeys.month(month),
    queryFn: () => getEmotionMonth(month),
    // The previous month stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useEmotionMonth(month: string) {
  return useQuery(emotionMonthQueryOptions(month));
}
