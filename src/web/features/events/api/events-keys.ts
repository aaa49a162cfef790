import type { TEventListQuery } from '@shared/schemas/events';
import { queryRoots } from '@web/lib/query-keys';

export const eventsKeys = {
  all: queryRoots.events,
  list: (query: TEventListQuery) => [...eventsKeys.all, 'list', query] as const,
};
