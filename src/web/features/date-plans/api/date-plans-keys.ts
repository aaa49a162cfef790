/** The date plans' query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const datePlansKeys = {
  all: queryRoots.datePlans,
  list: () => [...datePlansKeys.all, 'list'] as const,
  photos: (planNumber: number) => [...datePlansKeys.all, 'photos', planNumber] as const,
  catalogue: (language: string) => [...datePlansKeys.all, 'catalogue', language] as const,
};

/**
 * After a plan or its photos change: what the partner's realtime event refreshes (the plans,
 * their photos, and the dashboard and stats that count plans).
 */
export const refreshDatePlans = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'date-plans.changed');
