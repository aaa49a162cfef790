import type { TEventListQuery } from '@shared/schemas/events';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const eventsKeys = {
  all: queryRoots.events,
  list: (query: TEventListQuery) => [...eventsKeys.all, 'list', query] as const,
};

/** After a change of ours: what the partner's realtime event refreshes (calendar, stats). */
export const refreshEvents = (queryClient: QueryClient) =>
  refreshAfter(queryClient, 'events.changed');
