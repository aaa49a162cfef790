import type { Db } from '@server/db/client';
import { couples } from '@server/db/schema/couples';
import { events } from '@server/db/schema/events';
import {
  notificationSettings,
  pushOutbox,
  pushSubscriptions,
} from '@server/db/schema/notifications';
import { couplePets } from '@server/db/schema/pets';
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START } from '@shared/domain/quiet-hours';
import { and, eq, sql } from 'drizzle-orm';

export interface ReminderTarget {
  userId: string;
  timeZone: string;
  coupleId: string;
  partnerId: string;
  relationshipStartDate: string;
  /** Quiet hours, minutes after midnight in `timeZone` (the morning push waits for their end). */
  quietStart: number;
  quietEnd: number;
}

/** Everyone a reminder could reach: a subscribed browser and an active couple. */
export async function findReminderTargets(db: Db): Promise<ReminderTarget[]> {
  const result = await db.execute<{
    user_id: string;
    time_zone: string | null;
    couple_id: string;
    partner_id: string;
    relationship_start_date: string;
    quiet_start: number | null;
    quiet_end: number | null;
  }>(sql`
    select s.user_id, ns.time_zone, c.id as couple_id,
           case when c.user1_id = s.user_id then c.user2_id else c.user1_id end as partner_id,
           c.relationship_start_date::text as relationship_start_date,
           ns.quiet_start, ns.quiet_end
    from (select distinct user_id from ${pushSubscriptions}) s
    join ${couples} c on c.status = 'active' and (c.user1_id = s.user_id or c.user2_id = s.user_id)
    left join ${notificationSettings} ns on ns.user_id = s.user_id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    timeZone: row.time_zone ?? 'UTC',
    coupleId: row.couple_id,
    partnerId: row.partner_id,
    relationshipStartDate: row.relationship_start_date,
    quietStart: row.quiet_start ?? DEFAULT_QUIET_START,
    quietEnd: row.quiet_end ?? DEFAULT_QUIET_END,
  }));
}

export function findEventsOn(db: Db, coupleId: string, date: string) {
  return db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(and(eq(events.coupleId, coupleId), eq(events.eventDate, date)));
}

export async function findPet(db: Db, coupleId: string) {
  const [row] = await db
    .select({
      petName: couplePets.petName,
      hunger: couplePets.hunger,
      lastFedAt: couplePets.lastFedAt,
      createdAt: couplePets.createdAt,
    })
    .from(couplePets)
    .where(eq(couplePets.coupleId, coupleId));
  return row ?? null;
}

/**
 * Whether today's morning push already says something: an event tomorrow, a milestone, the pet
 * or "un día como hoy" (their dedupe keys carry the day they are for).
 */
export async function hasMorningReminder(
  db: Db,
  userId: string,
  today: string,
  tomorrow: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.userId, userId),
        sql`(${pushOutbox.dedupeKey} in (${`milestone:${today}`}, ${`pet:${today}`}, ${`onThisDay:${today}`})
          or ${pushOutbox.dedupeKey} like ${`event:%:${tomorrow}`})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
