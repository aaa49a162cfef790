import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboard } from '../../../../shared/schemas/dashboard';
import { apiFetch } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: () => [...dashboardKeys.all, 'detail'] as const,
};

export const getDashboard = () => apiFetch<TDashboard>('/api/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.detail(), queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
