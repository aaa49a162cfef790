import type { Db } from '@server/db/client';
import { events } from '@server/db/schema/events';
import type { TCreateEvent, TEvent, TEventType, TUpdateEvent } from '@shared/schemas/events';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  eventType: events.eventType,
  reunion: events.reunion,
  createdBy: events.createdBy,
  createdAt: events.createdAt,
};

export type EventRow = Omit<TEvent, 'createdAt'> & { createdAt: Date };

export interface EventFilter {
  /** Inclusive 'YYYY-MM-DD' bounds. */
  from?: string;
  to?: string;
  type?: TEventType;
}

/** The couple's events by date; events of one day in the order they were made. */
export async function findEventRows(db: Db, coupleId: string, filter: EventFilter) {
  const conditions: SQL[] = [eq(events.coupleId, coupleId)];
  if (filter.from) conditions.push(gte(events.eventDate, filter.from));
  if (filter.to) conditions.push(lte(events.eventDate, filter.to));
  if (filter.type) conditions.push(eq(events.eventType, filter.type));
  return db
    .select(eventColumns)
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.eventDate), asc(events.createdAt), asc(events.id));
}

export async function insertEvent(
  db: Db,
  coupleId: string,
  createdBy: string,
  input: TCreateEvent,
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({ ...input, coupleId, createdBy })
    .returning(eventColumns);
  if (!row) throw new Error('insert into events returned no row');
  return row;
}

/** Null when no such event belongs to the couple. */
export async function updateEventRow(
  db: Db,
  coupleId: string,
  id: string,
  input: TUpdateEvent,
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set(input)
    .where(and(eq(events.id, id), eq(events.coupleId, coupleId)))
    .returning(eventColumns);
  return row ?? null;
}

/** False when no such event belongs to the couple. */
export async function deleteEventRow(db: Db, coupleId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(events)
    .where(and(eq(events.id, id), eq(events.coupleId, coupleId)))
    .returning({ id: events.id });
  return rows.length > 0;
}
