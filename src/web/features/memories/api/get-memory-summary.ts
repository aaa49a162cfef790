import type { TMemorySummary } from '@shared/schemas/memories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { memoriesKeys } from './memories-keys';

export const getMemorySummary = () => apiFetch<TMemorySummary>('/api/memories/summary');

export const memorySummaryQueryOptions = () =>
  queryOptions({ queryKey: memoriesKeys.summary(), queryFn: getMemorySummary });

/** How many memories the couple has at all: the filter bar shows only when there are some. */
export function useMemorySummary() {
  return useQuery(memorySummaryQueryOptions());
}
