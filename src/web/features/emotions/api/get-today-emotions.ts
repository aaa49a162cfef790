import type { TTodayEmotions } from '@shared/schemas/emotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { emotionKeys } from './emotion-keys';

export const getTodayEmotions = () => apiFetch<TTodayEmotions>('/api/emotions/today');

export const todayEmotionsQueryOptions = () =>
  queryOptions({ queryKey: emotionKeys.today(), queryFn: getTodayEmotions });

export function useTodayEmotions() {
  return useQuery(todayEmotionsQueryOptions());
}
