import type { TEvent, TEventListQuery } from '@shared/schemas/events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { eventsKeys } from './events-keys';

export function getEvents({ month, type }: TEventListQuery) {
  const params = new URLSearchParams();
  if (month) params.set('month', month);
  if (type) params.set('type', type);
  const search = params.size > 0 ? `?${params}` : '';
  return apiFetch<TEvent[]>(`/api/events${search}`);
}

export const eventsQueryOptions = (query: TEventListQuery) =>
  queryOptions({ queryKey: eventsKeys.list(query), queryFn: () => getEvents(query) });

/** A month's (or all) events; the previous month stays on screen while the next one loads. */
export function useEvents(query: TEventListQuery) {
  return useQuery({ ...eventsQueryOptions(query), placeholderData: keepPreviousData });
}
