import type { TCreateEvent, TEvent, TEventListQuery } from '@shared/schemas/events';
import type { QueryClient } from '@tanstack/react-query';
import { patchRow, updateCached, withoutRow, withRow } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { eventsKeys } from './events-keys';

/** Every cached list of events (a month's, a type's, all). */
const LISTS = [...eventsKeys.all, 'list'];

const fitsList = (event: TCreateEvent, key: readonly unknown[]) => {
  const query = (key[2] ?? {}) as TEventListQuery;
  return (
    (!query.month || event.eventDate.startsWith(query.month)) &&
    (!query.type || query.type === event.eventType)
  );
};

const byDate = (a: TEvent, b: TEvent) =>
  a.eventDate.localeCompare(b.eventDate) || a.createdAt.localeCompare(b.createdAt);

const updateLists = (
  queryClient: QueryClient,
  update: (events: TEvent[], key: readonly unknown[]) => TEvent[],
) => updateCached<TEvent[]>(queryClient, LISTS, update);

/** The kinds of change the calendar makes without a signal. */
export const createEventKind = defineOutboxKind<TCreateEvent>({
  name: 'events.create',
  change: 'events.changed',
  label: 'outbox.kinds.createEvent',
  detail: (event) => event.title,
  creates: true,
  request: (event) => ({ method: 'POST', path: '/api/events', json: event }),
  target: (_event, localId) => localId,
  apply: (queryClient, event, { localId, at }) => {
    if (!localId) return;
    const made: TEvent = {
      id: localId,
      title: event.title,
      description: event.description ?? null,
      eventDate: event.eventDate,
      eventType: event.eventType,
      reunion: event.reunion,
      createdBy: null,
      createdAt: at,
    };
    updateLists(queryClient, (events, key) => {
      if (!fitsList(event, key)) return events;
      const next = withRow(events, made, 'end');
      return next === events ? events : next.sort(byDate);
    });
  },
});

export type UpdateEventVars = TCreateEvent & { id: string };

export const updateEventKind = defineOutboxKind<UpdateEventVars>({
  name: 'events.update',
  change: 'events.changed',
  label: 'outbox.kinds.updateEvent',
  detail: (event) => event.title,
  request: ({ id, ...event }) => ({
    method: 'PUT',
    path: `/api/events/${encodeURIComponent(id)}`,
    json: event,
  }),
  target: ({ id }) => id,
  apply: (queryClient, { id, ...event }) =>
    updateLists(queryClient, (events) =>
      patchRow(events, id, { ...event, description: event.description ?? null }),
    ),
});

export const deleteEventKind = defineOutboxKind<string>({
  name: 'events.delete',
  change: 'events.changed',
  label: 'outbox.kinds.deleteEvent',
  request: (id) => ({ method: 'DELETE', path: `/api/events/${encodeURIComponent(id)}` }),
  target: (id) => id,
  apply: (queryClient, id) => updateLists(queryClient, (events) => withoutRow(events, id)),
});
