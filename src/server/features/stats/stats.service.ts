import { coupleDateCompletions } from '@server/db/schema/date-plans';
import { bucketList, emotions, events, memories } from '@server/db/schema/shared-content';
import type { CoupleContext } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { monthRange } from '@shared/domain/calendar-day';
import { daysBetween } from '@shared/domain/calendar-month';
import { daysTogether } from '@shared/domain/days-together';
import type { TStats } from '@shared/schemas/stats';
import { sql } from 'drizzle-orm';

// node-postgres returns count(*) (bigint) as a string.
interface StatsRow extends Record<string, unknown> {
  plans_completed: string;
  emotions_this_month: string;
  next_event_date: string | null;
  upcoming_events: string;
  memories_count: string;
  completed_goals: string;
  total_goals: string;
}

/**
 * Every number of the stats screen in one statement (one snapshot, so they agree with each
 * other), each counted the way the screen it links to counts it; "today" and "this month" are
 * the caller's own.
 */
export async function getStats(
  { db }: Pick<AppDependencies, 'db'>,
  couple: CoupleContext,
  today: string,
): Promise<TStats> {
  const [monthStart, monthEnd] = monthRange(today);
  const id = couple.id;
  const result = await db.execute<StatsRow>(sql`
    select
      (select count(*) from ${coupleDateCompletions}
        where ${coupleDateCompletions.coupleId} = ${id} and ${coupleDateCompletions.completed})
        as plans_completed,
      (select count(*) from ${emotions}
        where ${emotions.coupleId} = ${id}
          and ${emotions.emotionDate} between ${monthStart} and ${monthEnd})
        as emotions_this_month,
      (select min(${events.eventDate}) from ${events}
        where ${events.coupleId} = ${id} and ${events.eventDate} >= ${today})
        as next_event_date,
      (select count(*) from ${events}
        where ${events.coupleId} = ${id} and ${events.eventDate} >= ${today})
        as upcoming_events,
      (select count(*) from ${memories} where ${memories.coupleId} = ${id}) as memories_count,
      (select count(*) from ${bucketList}
        where ${bucketList.coupleId} = ${id} and ${bucketList.completed})
        as completed_goals,
      (select count(*) from ${bucketList} where ${bucketList.coupleId} = ${id}) as total_goals
  `);
  const row = result.rows[0];
  if (!row) throw new Error('the stats query returned no row');
  return {
    daysTogether: daysTogether(couple.relationshipStartDate, today),
    plansCompleted: Number(row.plans_completed),
    emotionsThisMonth: Number(row.emotions_this_month),
    daysUntilNextEvent: row.next_event_date ? daysBetween(today, row.next_event_date) : null,
    memoriesCount: Number(row.memories_count),
    completedGoals: Number(row.completed_goals),
    upcomingEvents: Number(row.upcoming_events),
    totalGoals: Number(row.total_goals),
  };
}
