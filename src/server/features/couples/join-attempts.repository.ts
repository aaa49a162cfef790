import { attemptWindow } from '@server/db/attempt-window';
import type { Db } from '@server/db/client';
import { coupleJoinAttempts } from '@server/db/schema/couples';
import { sql } from 'drizzle-orm';

const joinAttempts = (minutes: number, now: Date) =>
  attemptWindow(
    {
      table: coupleJoinAttempts,
      key: coupleJoinAttempts.userId,
      createdAt: coupleJoinAttempts.createdAt,
    },
    minutes,
    now,
  );

/**
 * The user's failed joins in the last `minutes`, and the seconds until the oldest of them leaves
 * that window (null without any).
 */
export async function countRecentJoinFailures(
  db: Db,
  userId: string,
  { minutes, now }: { minutes: number; now: Date },
): Promise<{ failures: number; secondsLeft: number | null }> {
  const window = joinAttempts(minutes, now);
  const [row] = await db
    .select({ failures: sql<number>`count(*)::int`, secondsLeft: window.secondsLeft })
    .from(coupleJoinAttempts)
    .where(window.within(userId));
  return row ?? { failures: 0, secondsLeft: null };
}

/** Records a failed join, pruning the user's rows older than the window. */
export async function insertJoinFailure(
  db: Db,
  userId: string,
  { minutes, now }: { minutes: number; now: Date },
): Promise<void> {
  const window = joinAttempts(minutes, now);
  await window.prune(db, userId);
  await db.insert(coupleJoinAttempts).values({ userId, createdAt: window.at });
}
