import { randomUUID } from 'node:crypto';
import { withTransaction } from '@server/db/transaction';
import type { Logger } from '@server/logger';
import type pg from 'pg';

/** How often an instance renews the leases of the streams it holds. */
export const LEASE_RENEW_MS = 30_000;
/**
 * A lease not renewed for this long belongs to an instance that died (killed, lost its database):
 * it no longer counts, and is deleted. Three renewals, so one slow renewal loses nothing.
 */
export const LEASE_TTL_MS = 3 * LEASE_RENEW_MS;

export interface StreamLeases {
  /** A lease for one more stream of the user, or null when they already hold `max` anywhere. */
  acquire: (userId: string, max: number) => Promise<string | null>;
  release: (leaseId: string) => Promise<void>;
  /** Renews every lease of this instance now (the timer does it while any is held). */
  renew: () => Promise<void>;
  readonly instanceId: string;
}

/**
 * Open streams counted in the database, so that the per-user limit holds across instances: a
 * user cannot open `max` streams on each instance behind a load balancer. Each instance renews
 * its own leases in one UPDATE per period (not one per stream), and only while it holds any.
 */
export function createStreamLeases(
  pool: pg.Pool,
  log: Logger,
  { renewMs = LEASE_RENEW_MS, ttlMs = LEASE_TTL_MS } = {},
): StreamLeases {
  const instanceId = randomUUID();
  let held = 0;
  let timer: NodeJS.Timeout | undefined;

  const renew = async () => {
    await pool.query(
      'update realtime_stream_leases set renewed_at = clock_timestamp() where instance_id = $1',
      [instanceId],
    );
    await pool.query(
      `delete from realtime_stream_leases where renewed_at < clock_timestamp() - make_interval(secs => $1)`,
      [ttlMs / 1000],
    );
  };
  const startRenewing = () => {
    if (timer) return;
    timer = setInterval(() => {
      renew().catch((error: unknown) =>
        log.warn({ err: error }, 'realtime: could not renew leases'),
      );
    }, renewMs);
    // Leases are bookkeeping: they never keep a process alive that is otherwise done.
    timer.unref();
  };
  const stopRenewingIfIdle = () => {
    if (held > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };

  return {
    instanceId,
    renew,
    async acquire(userId, max) {
      const leaseId = await withTransaction(pool, async ({ client }) => {
        // One user's opens queue up here, on every instance, so two cannot both see max - 1.
        await client.query('select pg_advisory_xact_lock(hashtext($1))', [`realtime:${userId}`]);
        const { rows } = await client.query<{ live: number }>(
          `select count(*)::int as live from realtime_stream_leases
            where user_id = $1 and renewed_at >= clock_timestamp() - make_interval(secs => $2)`,
          [userId, ttlMs / 1000],
        );
        if ((rows[0]?.live ?? 0) >= max) return null;
        const inserted = await client.query<{ id: string }>(
          `insert into realtime_stream_leases (user_id, instance_id, renewed_at)
           values ($1, $2, clock_timestamp()) returning id`,
          [userId, instanceId],
        );
        return inserted.rows[0]?.id ?? null;
      });
      if (leaseId) {
        held++;
        startRenewing();
      }
      return leaseId;
    },
    async release(leaseId) {
      held = Math.max(0, held - 1);
      stopRenewingIfIdle();
      // Shutting down: streams end after the pool, and the unrenewed lease expires by itself.
      if (pool.ending) return;
      await pool.query('delete from realtime_stream_leases where id = $1', [leaseId]);
    },
  };
}
