import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table of attempts, one row each: who (`key`) and when (`createdAt`). */
export interface AttemptLog {
  table: PgTable;
  key: PgColumn;
  createdAt: PgColumn;
}

/**
 * The ONE sliding window of attempts counted in the database (failed couple joins, password
 * reset requests): attempts of the last `minutes` before `now` count, older ones are pruned on the
 * next attempt, so a table holds at most the limit per key. `now` is the app's clock, which also
 * dates each attempt (`createdAt`): the window and the rows it counts read the same clock, and a
 * test moves both by moving that clock. Counted in the database, so every instance sees the same
 * attempts.
 */
export function attemptWindow(log: AttemptLog, minutes: number, now: Date) {
  const start = new Date(now.getTime() - minutes * 60_000);
  return {
    /** The `createdAt` an attempt made now carries. */
    at: now,
    /** The condition of `key`'s attempts still inside the window. */
    within: (key: string): SQL | undefined => and(eq(log.key, key), gt(log.createdAt, start)),
    /** Seconds until the oldest attempt in the selection leaves the window (an aggregate). */
    secondsLeft: sql<
      number | null
    >`extract(epoch from (min(${log.createdAt}) + make_interval(mins => ${minutes}) - ${now}::timestamptz))::float8`,
    /** Deletes `key`'s attempts that left the window: they no longer count for anything. */
    async prune(db: Db, key: string): Promise<void> {
      await db.delete(log.table).where(and(eq(log.key, key), lt(log.createdAt, start)));
    },
  };
}
