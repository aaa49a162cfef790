import { attemptWindow } from '@server/db/attempt-window';
import type { Db } from '@server/db/client';
import { passwordResetRequests } from '@server/db/schema/auth';
import { sql } from 'drizzle-orm';

/**
 * Records a request for this email unless `max` were already made in the last `minutes`; true
 * when recorded. One statement, so the count and the insert see the same rows.
 */
export async function recordResetRequestUnderLimit(
  db: Db,
  emailHash: string,
  { max, minutes, now }: { max: number; minutes: number; now: Date },
): Promise<boolean> {
  const window = attemptWindow(
    {
      table: passwordResetRequests,
      key: passwordResetRequests.emailHash,
      createdAt: passwordResetRequests.createdAt,
    },
    minutes,
    now,
  );
  await window.prune(db, emailHash);
  const inserted = await db.execute(sql`
    insert into ${passwordResetRequests} (email_hash, created_at)
    select ${emailHash}, ${window.at}::timestamptz
    where (select count(*) from ${passwordResetRequests} where ${window.within(emailHash)}) < ${max}
    returning id`);
  return (inserted.rowCount ?? 0) > 0;
}
