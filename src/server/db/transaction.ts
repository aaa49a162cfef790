import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

export interface TransactionScope {
  /** Drizzle bound to the transaction's connection. */
  db: NodePgDatabase;
  /**
   * The same connection for raw queries; pass it to `bus.publish` so the NOTIFY is sent only if
   * the transaction commits (Drizzle keeps its own client private).
   */
  client: pg.PoolClient;
}

// Deadlock and serialization failures are safe to retry: the transaction was rolled back whole.
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** The PostgreSQL error under Drizzle's DrizzleQueryError wrapper (its `cause`), if any. */
function pgError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; depth < 5; depth++) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const pgErrorCode = (error: unknown) => {
  const code = pgError(error)?.code;
  return typeof code === 'string' ? code : undefined;
};

export const pgConstraint = (error: unknown) => {
  const constraint = pgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
};

/**
 * Runs `work` in one transaction on one pooled connection: COMMIT when it resolves, ROLLBACK when
 * it throws (and the error is rethrown). Retried on deadlock, so `work` must not have effects
 * outside the database.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (scope: TransactionScope) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let isBroken = false;
    try {
      await client.query('begin');
      const result = await work({ db: drizzle(client), client });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        isBroken = true;
      });
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE_CODES.has(code) || attempt >= MAX_ATTEMPTS) throw error;
    } finally {
      // A connection that could not roll back is dropped instead of going back to the pool.
      client.release(isBroken);
    }
  }
}
