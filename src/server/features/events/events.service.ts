import type { TransactionScope } from '@server/db/transaction';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { monthRange } from '@shared/domain/calendar-day';
import type { TCreateEvent, TEvent, TEventListQuery, TUpdateEvent } from '@shared/schemas/events';
import { presentEvent } from './events.presenter';
import { deleteEventRow, findEventRows, insertEvent, updateEventRow } from './events.repository';

type EventDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

/** The one answer for an event that is not this couple's (or is gone). */
const eventNotFound = () => notFound('events.notFound');

/** A month's events (`month`) or all of them, oldest date first, optionally of one type. */
export async function findEvents(
  { db }: Pick<AppDependencies, 'db'>,
  actor: Actor,
  query: TEventListQuery,
): Promise<TEvent[]> {
  const [from, to] = query.month ? monthRange(`${query.month}-01`) : [];
  const rows = await findEventRows(db, actor.couple.id, { from, to, type: query.type });
  return rows.map(presentEvent);
}

const announce = (deps: EventDependencies, scope: TransactionScope, actor: Actor, id: string) =>
  publishToCouple(deps.bus, scope, actor.couple.id, { type: 'events.changed', ids: [id] });

export function createEvent(
  deps: EventDependencies,
  actor: Actor,
  input: TCreateEvent,
): Promise<TEvent> {
  return withTransaction(deps.pool, async (scope) => {
    const event = await insertEvent(scope.db, actor.couple.id, actor.userId, input);
    await announce(deps, scope, actor, event.id);
    return presentEvent(event);
  });
}

export function updateEvent(
  deps: EventDependencies,
  actor: Actor,
  id: string,
  input: TUpdateEvent,
): Promise<TEvent> {
  return withTransaction(deps.pool, async (scope) => {
    const event = await updateEventRow(scope.db, actor.couple.id, id, input);
    if (!event) throw eventNotFound();
    await announce(deps, scope, actor, id);
    return presentEvent(event);
  });
}

export function deleteEvent(deps: EventDependencies, actor: Actor, id: string): Promise<void> {
  return withTransaction(deps.pool, async (scope) => {
    if (!(await deleteEventRow(scope.db, actor.couple.id, id))) throw eventNotFound();
    await announce(deps, scope, actor, id);
  });
}
