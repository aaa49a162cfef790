import type { TransactionScope } from '@server/db/transaction';
import { withTransaction } from '@server/db/transaction';
import type { CoupleContext } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { monthRange } from '@shared/domain/calendar-day';
import type { TCreateEvent, TEvent, TEventListQuery, TUpdateEvent } from '@shared/schemas/events';
import { deleteEventRow, insertEvent, selectEvents, updateEventRow } from './events.repository';

type EventDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

/** Who acts: the signed-in user and their active couple. */
export interface EventActor {
  userId: string;
  couple: CoupleContext;
}

/** A month's events (`month`) or all of them, oldest date first, optionally of one type. */
export function findEvents(
  { db }: Pick<AppDependencies, 'db'>,
  actor: EventActor,
  query: TEventListQuery,
) {
  const [from, to] = query.month ? monthRange(`${query.month}-01`) : [];
  return selectEvents(db, actor.couple.id, { from, to, type: query.type });
}

const announce = (
  deps: EventDependencies,
  scope: TransactionScope,
  actor: EventActor,
  id: string,
) => publishToCouple(deps.bus, scope, actor.couple.id, { type: 'events.changed', ids: [id] });

export function createEvent(deps: EventDependencies, actor: EventActor, input: TCreateEvent) {
  return withTransaction(deps.pool, async (scope) => {
    const event = await insertEvent(scope.db, actor.couple.id, actor.userId, input);
    await announce(deps, scope, actor, event.id);
    return event;
  });
}

export function updateEvent(
  deps: EventDependencies,
  actor: EventActor,
  id: string,
  input: TUpdateEvent,
): Promise<TEvent> {
  return withTransaction(deps.pool, async (scope) => {
    const event = await updateEventRow(scope.db, actor.couple.id, id, input);
    if (!event) throw notFound();
    await announce(deps, scope, actor, id);
    return event;
  });
}

export function deleteEvent(deps: EventDependencies, actor: EventActor, id: string): Promise<void> {
  return withTransaction(deps.pool, async (scope) => {
    if (!(await deleteEventRow(scope.db, actor.couple.id, id))) throw notFound();
    await announce(deps, scope, actor, id);
  });
}
