import type { Database } from '@server/db/client';
import { sql } from 'drizzle-orm';

export interface ThrottleRule {
  /** Failures allowed at full speed. */
  freeFailures: number;
  /** The longest wait between two attempts, however many failures came before. */
  maxDelaySeconds: number;
  /** Attempts this much older than the last are forgotten: the count starts again. */
  forgetAfterSeconds: number;
}

/**
 * Claims one password check for an account (its email's hash), counted as a failure until
 * `clearPasswordFailures` says it succeeded. In one statement, so concurrent guesses from many addresses (or instances) each see
 * the others: the row moves only when the account's wait since its last attempt is over.
 * Resolves the seconds still to wait when refused, else null.
 */
export async function claimPasswordAttempt(
  db: Database,
  accountHash: string,
  now: Date,
  rule: ThrottleRule,
): Promise<number | null> {
  const forgotten = new Date(now.getTime() - rule.forgetAfterSeconds * 1000);
  // 2^(failures - free) seconds after the free ones (1, 2, 4, ...), capped.
  const waitOf = (failures: ReturnType<typeof sql>) =>
    sql`least(power(2, greatest(${failures} - ${rule.freeFailures}, 0)), ${rule.maxDelaySeconds})`;
  const due = sql`password_throttles.last_attempt_at + make_interval(secs => ${waitOf(sql`password_throttles.failures`)})`;
  const claimed = await db.execute(sql`
    insert into password_throttles (account_hash, failures, last_attempt_at)
    values (${accountHash}, 1, ${now})
    on conflict (account_hash) do update set
      failures = case when password_throttles.last_attempt_at < ${forgotten} then 1
                      else password_throttles.failures + 1 end,
      last_attempt_at = excluded.last_attempt_at
    where password_throttles.last_attempt_at < ${forgotten}
       or password_throttles.failures < ${rule.freeFailures}
       or ${due} <= ${now}
    returning failures`);
  if (claimed.rows.length > 0) return null;
  const refused = await db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from (${due} - ${now}::timestamptz)))::int as seconds
    from password_throttles where account_hash = ${accountHash}`);
  return Math.max(refused.rows[0]?.seconds ?? 1, 1);
}

/** The attempt was not a wrong password after all: it no longer counts. */
export async function releasePasswordAttempt(db: Database, accountHash: string): Promise<void> {
  await db.execute(sql`
    update password_throttles set failures = greatest(failures - 1, 0)
    where account_hash = ${accountHash}`);
}

/** The right password: the account's count starts again. */
export async function clearPasswordFailures(db: Database, accountHash: string): Promise<void> {
  await db.execute(sql`delete from password_throttles where account_hash = ${accountHash}`);
}

/** Rows nobody has tried for a while hold nothing the rule still reads. */
export async function deleteStalePasswordThrottles(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from password_throttles where last_attempt_at < ${before}`);
}
