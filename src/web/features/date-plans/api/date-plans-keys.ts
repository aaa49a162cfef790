/** The date plans' query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@web/lib/query-keys';

export const datePlanKeys = {
  all: queryRoots.datePlans,
  list: () => [...datePlanKeys.all, 'list'] as const,
  photos: (planNumber: number) => [...datePlanKeys.all, 'photos', planNumber] as const,
  catalogue: (language: string) => [...datePlanKeys.all, 'catalogue', language] as const,
};

/** After a plan changes: the plan list, and the dashboard and stats that count plans. */
export function refreshDatePlans(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: datePlanKeys.list() }),
    queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
  ]);
}
