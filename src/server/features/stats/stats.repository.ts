import type { Db } from '@server/db/client';
import { coupleDateCompletions } from '@server/db/schema/date-plans';
import { bucketList, emotions, events, memories } from '@server/db/schema/shared-content';
import { sql } from 'drizzle-orm';

// node-postgres returns count(*) (bigint) as a string.
export interface StatsRow extends Record<string, unknown> {
  plans_completed: string;
  emotions_this_month: string;
  next_event_date: string | null;
  upcoming_events: string;
  memories_count: string;
  completed_goals: string;
  total_goals: string;
}

/**
 * Every count of the stats screen in one statement, so they come from one snapshot and agree
 * with each other. Dates are the caller's own: `today` and their month's first and last days.
 */
export async function selectStatsCounts(
  db: Db,
  id: string,
  today: string,
  [monthStart, monthEnd]: [string, string],
): Promise<StatsRow> {
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
  return row;
}
