import type { TDatePlanList } from '@shared/schemas/date-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { datePlansKeys } from './date-plans-keys';

export const getDatePlans = () => apiFetch<TDatePlanList>('/api/date-plans');

export const datePlansQueryOptions = () =>
  queryOptions({ queryKey: datePlansKeys.list(), queryFn: getDatePlans });

export function useDatePlans() {
  return useQuery(datePlansQueryOptions());
}
