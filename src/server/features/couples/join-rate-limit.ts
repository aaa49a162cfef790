import type { Db } from '@server/db/client';
import { countRecentJoinFailures, insertJoinFailure } from './join-attempts.repository';

/** At most this many failed joins per user in the window; enough for typos, useless for guessing. */
export const JOIN_FAILURES_MAX = 10;
export const JOIN_WINDOW_MINUTES = 15;

/**
 * Minutes until the caller may try again, or null when not limited. Counted in the database so
 * that every server instance agrees; callers hold the per-user lock, so two requests of one user
 * cannot both slip under the limit.
 */
export async function joinRetryAfterMinutes(
  db: Db,
  userId: string,
  now: Date,
): Promise<number | null> {
  const { failures, secondsLeft } = await countRecentJoinFailures(db, userId, {
    minutes: JOIN_WINDOW_MINUTES,
    now,
  });
  if (failures < JOIN_FAILURES_MAX) return null;
  return Math.max(1, Math.ceil((secondsLeft ?? 0) / 60));
}

export const recordJoinFailure = (db: Db, userId: string, now: Date) =>
  insertJoinFailure(db, userId, { minutes: JOIN_WINDOW_MINUTES, now });
