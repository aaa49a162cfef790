import type pg from 'pg';

// node-postgres returns count(*) (bigint) as a string.
export interface StatsRow extends Record<string, unknown> {
  plans_completed: string;
  emotions_this_month: string;
  next_event_date: string | null;
  upcoming_events: string;
  memories_count: string;
  completed_goals: string;
  total_goals: string;
  questions_answered_together: string;
}

/**
 * Every count of the stats screen in one statement, so they come from one snapshot and agree
 * with each other. Dates are the caller's own: `today` and their month's first and last days.
 * A named statement: PostgreSQL parses and plans it once per connection, not per request (the
 * same as the dashboard's; `npm run bench` compares it with a bare server running this SQL).
 */
const STATS_SQL = `
  select
    (select count(*) from couple_date_completions where couple_id = $1 and completed)
      as plans_completed,
    (select count(*) from emotions where couple_id = $1 and emotion_date between $3 and $4)
      as emotions_this_month,
    (select min(event_date) from events where couple_id = $1 and event_date >= $2)
      as next_event_date,
    (select count(*) from events where couple_id = $1 and event_date >= $2) as upcoming_events,
    (select count(*) from memories where couple_id = $1) as memories_count,
    (select count(*) from bucket_list where couple_id = $1 and completed) as completed_goals,
    (select count(*) from bucket_list where couple_id = $1) as total_goals,
    (select count(*) from daily_questions dq where dq.couple_id = $1
      and (select count(*) from daily_question_answers a where a.daily_question_id = dq.id) = 2)
      as questions_answered_together`;

export async function findStatsCounts(
  pool: Pick<pg.Pool, 'query'>,
  id: string,
  today: string,
  [monthStart, monthEnd]: [string, string],
): Promise<StatsRow> {
  const result = await pool.query<StatsRow>({
    name: 'stats_counts',
    text: STATS_SQL,
    values: [id, today, monthStart, monthEnd],
  });
  const row = result.rows[0];
  if (!row) throw new Error('the stats query returned no row');
  return row;
}
