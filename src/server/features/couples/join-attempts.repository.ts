import type { Db } from '@server/db/client';
import { coupleJoinAttempts } from '@server/db/schema/couples';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/**
 * The user's failed joins in the last `minutes`, and the seconds until the oldest of them leaves
 * that window (null without any).
 */
export async function countRecentJoinFailures(
  db: Db,
  userId: string,
  minutes: number,
): Promise<{ failures: number; secondsLeft: number | null }> {
  const [row] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      secondsLeft: sql<
        number | null
      >`extract(epoch from (min(${coupleJoinAttempts.createdAt}) + make_interval(mins => ${minutes}) - now()))::float8`,
    })
    .from(coupleJoinAttempts)
    .where(
      and(
        eq(coupleJoinAttempts.userId, userId),
        gt(coupleJoinAttempts.createdAt, windowStart(minutes)),
      ),
    );
  return row ?? { failures: 0, secondsLeft: null };
}

/** Records a failed join, pruning the user's rows older than the window. */
export async function insertJoinFailure(db: Db, userId: string, minutes: number): Promise<void> {
  // Old rows of this user are useless; pruning here keeps the table at most N rows per user.
  await db
    .delete(coupleJoinAttempts)
    .where(
      and(
        eq(coupleJoinAttempts.userId, userId),
        lt(coupleJoinAttempts.createdAt, windowStart(minutes)),
      ),
    );
  await db.insert(coupleJoinAttempts).values({ userId });
}
