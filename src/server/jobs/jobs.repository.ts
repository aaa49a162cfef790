import type { Database } from '@server/db/client';
import { sql } from 'drizzle-orm';

/**
 * Claims one period of a job for this instance. The row's `last_started_at` moves forward only
 * when the previous start is at least `everyMs` old, in one statement: of several instances
 * asking at once, exactly one gets the row back.
 */
export async function claimJobRun(
  db: Database,
  name: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const result = await db.execute(sql`
    insert into scheduled_jobs (name, last_started_at)
    values (${name}, ${now})
    on conflict (name) do update set last_started_at = excluded.last_started_at
    where scheduled_jobs.last_started_at <= ${due}
    returning name`);
  return result.rows.length === 1;
}

export async function recordJobFinished(db: Database, name: string, now: Date): Promise<void> {
  await db.execute(sql`update scheduled_jobs set last_finished_at = ${now} where name = ${name}`);
}
