/** The stats screen's query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const statsKeys = {
  all: queryRoots.stats,
  summary: () => [...statsKeys.all, 'summary'] as const,
};
