import { readAppliedMigrations } from '@server/db/schema-level';
import type { BlobStore } from '@server/storage/blob-store';
import pg from 'pg';
import { appVersion } from './app-version';
import { writeArchiveFile } from './archive-file';
import {
  FORMAT,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  TABLE_CHECKSUMS_ENTRY,
  type TBackupHeader,
  type TBackupManifest,
  type TBackupTable,
  type TTableFile,
  VAPID_ENTRY,
} from './backup-manifest';
import { findSequences, findTablesInRestoreOrder } from './database-catalog';
import { dumpTables } from './database-dump';
import { dumpFiles } from './files-dump';
import { findKnownMigrations } from './migration-level';
import { tarEnd, tarEntry } from './tar-writer';

export type SecretSource =
  | { kind: 'included'; value: string }
  | { kind: 'environment' }
  | { kind: 'none' };

export interface BackupSources {
  /** The push (VAPID) key pair as the data directory keeps it (its JSON file, verbatim). */
  vapidKeys: SecretSource;
  databaseUrl: string;
  blobs: BlobStore;
  storage: TBackupHeader['storage'];
  authSecret: SecretSource;
  log: (message: string) => void;
  /** The backup's time (the app's clock): its header's `createdAt` and every entry's date. */
  at: Date;
  /** Ends the backup (its partial file removed): the server stopping during a scheduled one. */
  signal?: AbortSignal;
}

const jsonEntry = (name: string, value: unknown, at: Date) => {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return tarEntry(name, bytes.length, bytes, at);
};

/**
 * Writes one archive of the database and every stored file to `file`. The database is read in
 * one REPEATABLE READ, READ ONLY transaction: every table as of the same instant, however long
 * the copy takes and whatever the running app writes meanwhile.
 */
export async function writeBackup(sources: BackupSources, file: string): Promise<TBackupManifest> {
  const { blobs, log, at } = sources;
  const client = new pg.Client({ connectionString: sources.databaseUrl });
  await client.connect();
  let manifest: TBackupManifest | undefined;
  try {
    await client.query('begin isolation level repeatable read read only');
    // The first statement takes the snapshot every later one reads.
    const tables = await findTablesInRestoreOrder(client);
    const hashes = await readAppliedMigrations(client);
    const sequences = await findSequences(client);
    const known = await findKnownMigrations();
    const header: TBackupHeader = {
      format: FORMAT,
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt: at.toISOString(),
      migrations: {
        hashes,
        lastTag: known.find(({ hash }) => hash === hashes.at(-1))?.tag ?? null,
      },
      tables,
      storage: sources.storage,
      tableChecksums: true,
    };
    const dumped = { rowCounts: new Map<TBackupTable, number>(), tableFiles: [] as TTableFile[] };
    const found: Pick<TBackupManifest, 'files' | 'vanishedFiles'> = {
      files: [],
      vanishedFiles: [],
    };
    async function* archive(): AsyncGenerator<Uint8Array> {
      yield* jsonEntry(HEADER_ENTRY, header, at);
      if (sources.authSecret.kind === 'included') {
        yield* tarEntry(
          SECRET_ENTRY,
          Buffer.byteLength(sources.authSecret.value),
          Buffer.from(sources.authSecret.value),
          at,
        );
      }
      if (sources.vapidKeys.kind === 'included') {
        const keys = Buffer.from(sources.vapidKeys.value);
        yield* tarEntry(VAPID_ENTRY, keys.length, keys, at);
      }
      log(`Copying ${tables.length} tables...`);
      yield* dumpTables(client, tables, dumped, at);
      // Before the files, so that restore can check every table piece without reading photos.
      yield* jsonEntry(TABLE_CHECKSUMS_ENTRY, { tableFiles: dumped.tableFiles }, at);
      // The snapshot is no longer needed: the running app's vacuum need not wait for the files.
      await client.query('commit');
      log('Copying the stored files...');
      yield* dumpFiles(blobs, found, at);
      manifest = {
        ...header,
        tables: tables.map((table) => ({ ...table, rows: dumped.rowCounts.get(table) ?? 0 })),
        sequences,
        ...found,
        authSecret: sources.authSecret.kind,
        vapidKeys: sources.vapidKeys.kind,
        tableFiles: dumped.tableFiles,
      };
      yield* jsonEntry(MANIFEST_ENTRY, manifest, at);
      yield tarEnd();
    }
    await writeArchiveFile(file, archive(), sources.signal);
  } finally {
    await client.end();
  }
  if (!manifest) throw new Error('The backup ended before its manifest was written');
  return manifest;
}
