import { silentLogger } from '@server/logger';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The pool's Drizzle or a transaction's: what repositories take. Only the query builders are used. */
export type Db = Pick<NodePgDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// DATE columns stay strings ('YYYY-MM-DD'): a calendar date has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** A database that does not answer must fail the request, not hang it until the client gives up. */
export const CONNECTION_TIMEOUT_MS = 5_000;
/**
 * No request's query runs longer: a runaway one would hold a pooled connection (and its locks)
 * for everyone. Session-level, so a connection that needs longer (migrations) sets its own.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

export function createPool(connectionString: string, max = 10, log = silentLogger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => log.error({ err: error }, 'db: idle client error'));
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
