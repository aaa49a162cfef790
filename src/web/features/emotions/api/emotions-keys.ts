/** The emotions' query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const emotionsKeys = {
  all: queryRoots.emotions,
  today: () => [...emotionsKeys.all, 'today'] as const,
  month: (month: string) => [...emotionsKeys.all, 'month', month] as const,
};

/** After a change of ours: what the partner's realtime event refreshes (jar, calendar, stats). */
export const refreshEmotions = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'emotions.changed');
