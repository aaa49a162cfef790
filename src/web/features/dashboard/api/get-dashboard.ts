import type { TDashboard } from '@shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { queryRoots } from '@web/lib/query-keys';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  detail: () => [...dashboardKeys.all, 'detail'] as const,
};

export const getDashboard = () => apiFetch<TDashboard>('/api/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.detail(), queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
