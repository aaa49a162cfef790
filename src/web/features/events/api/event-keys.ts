import type { TEventListQuery } from '@shared/schemas/events';
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@web/lib/query-keys';

export const eventKeys = {
  all: queryRoots.events,
  list: (query: TEventListQuery) => [...eventKeys.all, 'list', query] as const,
};

/** After a change of ours: the calendar and the stats that count events. */
export function refreshEvents(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
  ]);
}
