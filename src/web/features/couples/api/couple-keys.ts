/** The couples feature's query keys (the dashboard refreshes them after a join). */
import { queryRoots } from '@web/lib/query-keys';

export const coupleKeys = {
  all: queryRoots.couples,
  me: () => [...coupleKeys.all, 'me'] as const,
};
