import type { Db } from '@server/db/client';
import { calendarFeeds } from '@server/db/schema/calendar-feed';
import { coupleDateCompletions, coupleDatePlans } from '@server/db/schema/date-plans';
import { events } from '@server/db/schema/events';
import { profiles } from '@server/db/schema/profile';
import { and, asc, eq, inArray } from 'drizzle-orm';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type CoupleEventRow = Awaited<ReturnType<typeof findCoupleEvents>>[number];
export type PlanInProgressRow = NonNullable<Awaited<ReturnType<typeof findPlanInProgress>>>;

export async function findCalendarFeedRow(db: Db, userId: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

export async function findCalendarFeedByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** One feed per person: a new token replaces the old one in the same row. */
export async function upsertCalendarFeed(
  db: Db,
  values: Pick<CalendarFeedRow, 'userId' | 'tokenHash' | 'language'> & { createdAt: Date },
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: values.tokenHash, language: values.language, createdAt: values.createdAt },
    })
    .returning();
  if (!row) throw new Error('upsert into calendar_feeds returned no row');
  return row;
}

export async function deleteCalendarFeed(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

export function findCoupleEvents(db: Db, coupleId: string) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      eventDate: events.eventDate,
    })
    .from(events)
    .where(eq(events.coupleId, coupleId))
    .orderBy(asc(events.eventDate));
}

export async function findPlanInProgress(db: Db, coupleId: string) {
  const [row] = await db
    .select({
      completionId: coupleDateCompletions.id,
      planNumber: coupleDatePlans.planNumber,
      emoji: coupleDatePlans.emoji,
      startedAt: coupleDateCompletions.updatedAt,
    })
    .from(coupleDateCompletions)
    .innerJoin(coupleDatePlans, eq(coupleDatePlans.id, coupleDateCompletions.planId))
    .where(
      and(eq(coupleDateCompletions.coupleId, coupleId), eq(coupleDateCompletions.inProgress, true)),
    );
  return row ?? null;
}

export async function findFirstNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, userIds));
  return new Map(rows.map((row) => [row.id, row.fullName.trim().split(/\s+/)[0] ?? row.fullName]));
}
