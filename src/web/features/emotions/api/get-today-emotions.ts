import type { TTodayEmotions } from '@shared/schemas/emotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { emotionsKeys } from './emotions-keys';

export const getTodayEmotions = () => apiFetch<TTodayEmotions>('/api/emotions/today');

export const todayEmotionsQueryOptions = () =>
  queryOptions({ queryKey: emotionsKeys.today(), queryFn: getTodayEmotions });

export function useTodayEmotions() {
  return useQuery(todayEmotionsQueryOptions());
}
