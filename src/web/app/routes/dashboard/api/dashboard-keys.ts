/** The dashboard's query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  detail: () => [...dashboardKeys.all, 'detail'] as const,
  onThisDay: () => [...dashboardKeys.all, 'on-this-day'] as const,
};
