import type { TDashboard } from '@shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const getDashboard = () => apiFetch<TDashboard>('/api/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.detail(), queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
