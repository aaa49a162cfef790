import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { seedDatePlans } from './seeds/date-plans.seed';
import { seedPetItems } from './seeds/pet-items.seed';

/** The project's `migrations` folder, found upwards: from src/server/db or the dist/server bundle. */
function findMigrationsDir(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'migrations', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no migrations folder above ${from}`);
    dir = parent;
  }
  return path.join(dir, 'migrations');
}

export const MIGRATIONS_DIR = findMigrationsDir(path.dirname(fileURLToPath(import.meta.url)));

// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK_ID = 7_241_001;

/**
 * Applies the committed migrations, then the seeded catalogues; instances starting together take
 * turns.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations, or building an index on a large table, may
    // take longer than the pool's statement timeout allows a request.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    // Catalogues the app ships: rewritten in place on every start, keyed by stable numbers/slugs.
    const db = drizzle(client);
    await seedDatePlans(db);
    await seedPetItems(db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    // Discarded rather than returned to the pool, which expects its own timeout on every client.
    client.release(true);
  }
}
