import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TConfig } from '@server/config';
import { DataDirInUseError, lockDataDir } from '@server/data-dir-lock';
import { runningEmbeddedUrl } from '@server/db/embedded-connection';
import { systemClock } from '@server/jobs/clock';
import type { BlobStore } from '@server/storage/blob-store';
import { createBlobStore } from '@server/storage/create-blob-store';
import { BackupError } from './backup-error';

export interface BackupTarget {
  databaseUrl: string;
  blobs: BlobStore;
  storage: 'local disk' | 'S3';
  /** The store as an operator knows it, for messages. */
  storeName: string;
  close: () => Promise<void>;
}

interface Closers {
  list: Array<() => Promise<void> | void>;
}

/**
 * The embedded PostgreSQL of the data directory. A server running there keeps it: a backup
 * connects to it (the port is in PostgreSQL's pid file), a restore refuses. A stopped one is
 * started here, holding the data directory's lock so the app cannot start meanwhile.
 */
async function embeddedDatabaseUrl(
  config: TConfig,
  purpose: 'backup' | 'restore',
  closers: Closers,
  log: (message: string) => void,
): Promise<string> {
  const { dataDir } = config;
  // Checked before the lock, which would create a mistyped directory.
  if (purpose === 'backup' && !existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${dataDir}: nothing to back up. Set DATA_DIR to the app's data ` +
        'directory (or DATABASE_URL to its database).',
    );
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (purpose === 'restore') {
      throw new BackupError(
        `The app is running on the data directory ${dataDir}. A restore goes into a new, empty ` +
          'data directory: stop the app, or set DATA_DIR to a new directory. Nothing was changed.',
      );
    }
    const url = runningEmbeddedUrl(dataDir);
    if (!url) {
      throw new BackupError(
        `The app on ${dataDir} is starting or stopping; try again in a moment.`,
      );
    }
    log(`The app is running: backing up through its database.`);
    return url;
  }
  closers.list.push(unlock);
  log(`Starting the embedded PostgreSQL of ${dataDir}...`);
  const { startEmbeddedPostgres } = await import('@server/db/embedded');
  const embedded = await startEmbeddedPostgres(dataDir, () => {}, log);
  closers.list.push(embedded.stop);
  return embedded.url;
}

/** The database and photo store the app's configuration points at, opened for a backup tool. */
export async function openBackupTarget(
  config: TConfig,
  purpose: 'backup' | 'restore',
  log: (message: string) => void,
): Promise<BackupTarget> {
  const closers: Closers = { list: [] };
  const close = async () => {
    for (const closer of closers.list.reverse()) await closer();
  };
  try {
    const blobs = await createBlobStore(config, log, systemClock);
    closers.list.push(blobs.close);
    const databaseUrl =
      config.DATABASE_URL ?? (await embeddedDatabaseUrl(config, purpose, closers, log));
    return {
      databaseUrl,
      blobs,
      storage: config.s3 ? 'S3' : 'local disk',
      storeName: config.s3 ? `S3 bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
