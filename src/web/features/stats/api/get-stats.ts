import type { TStats } from '@shared/schemas/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

export const statsKeys = {
  all: queryRoots.stats,
  summary: () => [...statsKeys.all, 'summary'] as const,
};

export const getStats = () => apiFetch<TStats>('/api/stats');

export const statsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.summary(), queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
