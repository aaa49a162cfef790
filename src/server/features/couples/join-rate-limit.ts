import type { Db } from '@server/db/client';
import { coupleJoinAttempts } from '@server/db/schema/couples';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

/** At most this many failed joins per user in the window; enough for typos, useless for guessing. */
export const JOIN_FAILURES_MAX = 10;
export const JOIN_WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${JOIN_WINDOW_MINUTES})`;

/**
 * Minutes until the caller may try again, or null when not limited. Counted in the database so
 * that every server instance agrees; callers hold the per-user lock, so two requests of one user
 * cannot both slip under the limit.
 */
export async function joinRetryAfterMinutes(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      secondsLeft: sql<
        number | null
      >`extract(epoch from (min(${coupleJoinAttempts.createdAt}) + make_interval(mins => ${JOIN_WINDOW_MINUTES}) - now()))::float8`,
    })
    .from(coupleJoinAttempts)
    .where(
      and(eq(coupleJoinAttempts.userId, userId), gt(coupleJoinAttempts.createdAt, windowStart)),
    );
  if (!row || row.failures < JOIN_FAILURES_MAX) return null;
  return Math.max(1, Math.ceil((row.secondsLeft ?? 0) / 60));
}

export async function recordJoinFailure(db: Db, userId: string): Promise<void> {
  // Old rows of this user are useless; pruning here keeps the table at most N rows per user.
  await db
    .delete(coupleJoinAttempts)
    .where(
      and(eq(coupleJoinAttempts.userId, userId), lt(coupleJoinAttempts.createdAt, windowStart)),
    );
  await db.insert(coupleJoinAttempts).values({ userId });
}
