import type { TOnThisDay } from '@shared/schemas/memories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const getOnThisDay = () => apiFetch<TOnThisDay>('/api/memories/on-this-day');

// Under the dashboard's root: a memory written or edited (memories.changed) refreshes it too.
export const onThisDayQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.onThisDay(), queryFn: getOnThisDay });

export function useOnThisDay() {
  return useQuery(onThisDayQueryOptions());
}
