/** The emotions' query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const emotionsKeys = {
  all: queryRoots.emotions,
  today: () => [...emotionsKeys.all, 'today'] as const,
  month: (month: string) => [...emotionsKeys.all, 'month', month] as const,
};
