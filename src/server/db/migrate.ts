import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import {
  compareSchemaLevel,
  readAppliedMigrations,
  readKnownMigrations,
  type SchemaLevel,
} from './schema-level';
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

export interface MigrationOptions {
  /** The migrations to apply; the project's own by default (tests give a folder of theirs). */
  folder?: string;
  /**
   * Called once, under the migration lock, when a database that already holds data is older
   * than this copy of the app: before anything is changed (the start's backup,
   * backup/upgrade-backup.ts). Its failure stops the start with nothing migrated.
   */
  beforeUpgrade?: (level: SchemaLevel) => Promise<void>;
}

/**
 * Applies the committed migrations, then the seeded catalogues; instances starting together take
 * turns. A database written by a newer version is refused before anything changes
 * (`NewerDataError`). Drizzle applies every pending migration in one transaction: one that
 * fails (or a process killed meanwhile) leaves the database at the level it had.
 */
export async function runMigrations(
  pool: pg.Pool,
  { folder = MIGRATIONS_DIR, beforeUpgrade }: MigrationOptions = {},
): Promise<SchemaLevel> {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations, or building an index on a large table, may
    // take longer than the pool's statement timeout allows a request.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const level = compareSchemaLevel(
      await readAppliedMigrations(client),
      await readKnownMigrations(folder),
    );
    if (level.applied > 0 && level.applied < level.known.length) await beforeUpgrade?.(level);
    await migrate(drizzle(client), { migrationsFolder: folder });
    // Catalogues the app ships: rewritten in place on every start, keyed by stable numbers/slugs.
    const db = drizzle(client);
    await seedDatePlans(db);
    await seedPetItems(db);
    return level;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    // Discarded rather than returned to the pool, which expects its own timeout on every client.
    client.release(true);
  }
}
