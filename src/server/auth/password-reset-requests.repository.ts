import type { Db } from '@server/db/client';
import { passwordResetRequests } from '@server/db/schema/auth';
import { and, eq, lt, sql } from 'drizzle-orm';

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/**
 * Records a request for this email unless `max` were already made in the last `minutes`; true
 * when recorded. One statement, so the count and the insert see the same rows.
 */
export async function recordResetRequestUnderLimit(
  db: Db,
  emailHash: string,
  { max, minutes }: { max: number; minutes: number },
): Promise<boolean> {
  // Older rows of this email no longer count; pruning here keeps at most `max` per email.
  await db
    .delete(passwordResetRequests)
    .where(
      and(
        eq(passwordResetRequests.emailHash, emailHash),
        lt(passwordResetRequests.createdAt, windowStart(minutes)),
      ),
    );
  const inserted = await db.execute(sql`
    insert into ${passwordResetRequests} (email_hash)
    select ${emailHash}
    where (
      select count(*) from ${passwordResetRequests}
      where email_hash = ${emailHash} and created_at > ${windowStart(minutes)}
    ) < ${max}
    returning id`);
  return (inserted.rowCount ?? 0) > 0;
}
