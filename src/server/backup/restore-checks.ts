import { readAppliedMigrations } from '@server/db/schema-level';
import { type BlobStore, BUCKETS } from '@server/storage/blob-store';
import type pg from 'pg';
import { BackupError } from './backup-error';
import type { TBackupHeader } from './backup-manifest';
import { findTablesInRestoreOrder, quoteTable } from './database-catalog';
import { findKnownMigrations } from './migration-level';

/**
 * Tables the app fills by itself (catalogues seeded at every start, its migrations, its job
 * bookkeeping, better-auth's rate-limit counters): a database where only these have rows was
 * started but never used, and can take a restore. Any other row is someone's data.
 */
const APP_FILLED_TABLES = new Set([
  'drizzle.__drizzle_migrations',
  'public.couple_date_plans',
  'public.pet_items',
  'public.scheduled_jobs',
  'public.rate_limits',
]);

const WHERE = 'Restore into a new data directory (DATA_DIR) or an empty database (DATABASE_URL).';

/** The archive's schema must be one this copy of the app knows, and the target's not newer. */
export async function checkMigrationLevels(
  client: pg.Client,
  header: TBackupHeader,
): Promise<void> {
  const known = (await findKnownMigrations()).map(({ hash }) => hash);
  const wanted = header.migrations.hashes;
  if (!wanted.every((hash, index) => known[index] === hash)) {
    throw new BackupError(
      `This backup was made by a newer or different version of the app (${header.appVersion}, ` +
        `migration ${header.migrations.lastTag ?? wanted.length}). Install that version or a ` +
        'newer one, then restore again. Nothing was changed.',
    );
  }
  const applied = await readAppliedMigrations(client);
  if (applied.length > wanted.length || !applied.every((hash, index) => wanted[index] === hash)) {
    throw new BackupError(
      'The database was already set up by a newer version of the app than the one that made ' +
        `this backup. ${WHERE} Nothing was changed.`,
    );
  }
}

/** Refuses a database with anyone's rows in it. */
export async function checkDatabaseIsEmpty(client: pg.Client): Promise<void> {
  const holding: string[] = [];
  for (const table of await findTablesInRestoreOrder(client)) {
    if (APP_FILLED_TABLES.has(`${table.schema}.${table.name}`)) continue;
    const result = await client.query(
      `select exists (select 1 from ${quoteTable(client, table)}) as "hasRows"`,
    );
    if (result.rows[0]?.hasRows) holding.push(table.name);
  }
  if (holding.length > 0) {
    throw new BackupError(
      `Refusing to restore: the database already holds data (in ${holding.join(', ')}). ` +
        `Restoring would overwrite it. ${WHERE} Nothing was changed.`,
    );
  }
}

/** Refuses a photo store with files in it. */
export async function checkStoreIsEmpty(blobs: BlobStore, where: string): Promise<void> {
  for (const bucket of BUCKETS) {
    for await (const listed of blobs.list(bucket)) {
      throw new BackupError(
        `Refusing to restore: the photo store (${where}) already holds files ` +
          `(${bucket}/${listed.path}...). Restoring would mix them with the backup's. ` +
          'Restore into a new data directory or an empty bucket. Nothing was changed.',
      );
    }
  }
}
