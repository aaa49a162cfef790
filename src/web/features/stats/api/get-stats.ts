import type { TStats } from '@shared/schemas/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { statsKeys } from './stats-keys';

export const getStats = () => apiFetch<TStats>('/api/stats');

export const statsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.summary(), queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
