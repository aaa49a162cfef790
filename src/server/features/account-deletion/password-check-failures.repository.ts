import type { Db } from '@server/db/client';
import { passwordCheckFailures } from '@server/db/schema/account';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Serialises one user's password checks, so parallel guesses cannot slip under the limit. */
export async function lockPasswordChecks(db: Db, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`password-check:${userId}`}, 0))`,
  );
}

/**
 * The user's wrong passwords in the last `minutes`, and the seconds until the oldest of them
 * leaves that window (null without any).
 */
export async function countRecentPasswordFailures(
  db: Db,
  userId: string,
  minutes: number,
): Promise<{ failures: number; secondsLeft: number | null }> {
  const [row] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      secondsLeft: sql<
        number | null
      >`extract(epoch from (min(${passwordCheckFailures.createdAt}) + make_interval(mins => ${minutes}) - now()))::float8`,
    })
    .from(passwordCheckFailures)
    .where(
      and(
        eq(passwordCheckFailures.userId, userId),
        gt(passwordCheckFailures.createdAt, windowStart(minutes)),
      ),
    );
  return row ?? { failures: 0, secondsLeft: null };
}

/** Records a wrong password, pruning the user's rows older than the window. */
export async function insertPasswordFailure(db: Db, userId: string, minutes: number) {
  await db
    .delete(passwordCheckFailures)
    .where(
      and(
        eq(passwordCheckFailures.userId, userId),
        lt(passwordCheckFailures.createdAt, windowStart(minutes)),
      ),
    );
  await db.insert(passwordCheckFailures).values({ userId });
}
