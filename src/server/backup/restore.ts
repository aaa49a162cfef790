import { createHash } from 'node:crypto';
import { type BlobStore, BUCKETS, isSafeBlobPath, type TBucket } from '@server/storage/blob-store';
import { contentTypeFor } from '@server/storage/content-type';
import pg from 'pg';
import { readArchiveFile } from './archive-file';
import { BackupError } from './backup-error';
import {
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  TABLE_CHECKSUMS_ENTRY,
  type TBackupFile,
  type TBackupHeader,
  type TBackupManifest,
  type TTableFile,
  tableEntryPrefix,
  VAPID_ENTRY,
  ZBackupHeader,
  ZBackupManifest,
} from './backup-manifest';
import { quoteTable } from './database-catalog';
import { createTableLoader, restoreSequences } from './database-load';
import { migrateTo } from './migration-level';
import { checkDatabaseIsEmpty, checkMigrationLevels, checkStoreIsEmpty } from './restore-checks';
import { checkTableFiles } from './restore-table-checksums';
import { verifyAgainstManifest } from './restore-verify';
import { readTar, type TarEntry } from './tar-reader';

export interface RestoreTargets {
  databaseUrl: string;
  blobs: BlobStore;
  /** Names the store in messages: the uploads directory, or the S3 bucket. */
  storeName: string;
  log: (message: string) => void;
}

export interface RestoreResult {
  manifest: TBackupManifest;
  /** The archived data-directory secret, for the caller to put back (null when none). */
  authSecret: string | null;
  /** The archived push (VAPID) key pair's file, for the caller to put back (null when none). */
  vapidKeys: string | null;
}

async function readAll(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function readHeader(entries: AsyncIterator<TarEntry>): Promise<TBackupHeader> {
  const first = await entries.next().catch(() => null);
  const parsed =
    first && !first.done && first.value.name === HEADER_ENTRY
      ? ZBackupHeader.safeParse(JSON.parse((await readAll(first.value.content)).toString()))
      : null;
  if (!parsed?.success) {
    throw new BackupError(
      'This file is not a backup made by `npm run backup`. Nothing was changed.',
    );
  }
  return parsed.data;
}

/** The key pair file as the app writes it; anything else would break pushes after the restore. */
function parseVapidKeys(text: string): string {
  try {
    const keys = JSON.parse(text);
    if (typeof keys?.publicKey === 'string' && typeof keys?.privateKey === 'string') return text;
  } catch {
    // Reported below.
  }
  throw new BackupError(
    `The archive is damaged: its ${VAPID_ENTRY} is not a key pair. Nothing was restored.`,
  );
}

/** The content as it goes by, with its size and sha256 once read through. */
async function* hashing(
  content: AsyncIterable<Buffer>,
  done: (digest: Omit<TTableFile, 'name'>) => void,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of content) {
    hash.update(chunk);
    size += chunk.length;
    yield chunk;
  }
  done({ size, sha256: hash.digest('hex') });
}

export function parseFileEntry(name: string): { bucket: TBucket; path: string } {
  const [, bucket = '', ...rest] = name.split('/');
  const path = rest.join('/');
  const known = BUCKETS.find((candidate) => candidate === bucket);
  if (!known || !isSafeBlobPath(path)) throw new Error(`Unexpected file in the archive: ${name}`);
  return { bucket: known, path };
}

/**
 * Brings an archive back into an empty database and photo store: checks both are empty, applies
 * the archive's migrations, then in ONE transaction empties the app-filled tables and copies
 * every table back, puts the files, checks all against the manifest and sets the sequences.
 * Any failure rolls the database back and removes the files already put.
 */
export async function restoreBackup(targets: RestoreTargets, file: string): Promise<RestoreResult> {
  const { blobs, log } = targets;
  const opening = await readArchiveFile(file);
  const header = await readHeader(readTar(opening)[Symbol.asyncIterator]()).finally(() =>
    opening.destroy(),
  );
  log(`Backup of ${header.createdAt} by version ${header.appVersion}.`);
  // Every table file against its recorded sha256, before the database is even opened.
  const checkedTableFiles = await checkTableFiles(file, header, log);
  const entries = readTar(await readArchiveFile(file))[Symbol.asyncIterator]();
  await entries.next();
  const client = new pg.Client({ connectionString: targets.databaseUrl });
  await client.connect();
  const putFiles: Array<{ bucket: TBucket; path: string }> = [];
  try {
    await checkMigrationLevels(client, header);
    await checkDatabaseIsEmpty(client);
    await checkStoreIsEmpty(blobs, targets.storeName);
    await migrateTo(client, header.migrations.hashes.length);

    await client.query('begin');
    const tableList = header.tables.map((table) => quoteTable(client, table)).join(', ');
    // Locked before the second look, so nothing can write between the check and the copy.
    await client.query(`lock table ${tableList} in access exclusive mode`);
    await checkDatabaseIsEmpty(client);
    await client.query(`truncate table ${tableList}`);

    const loader = createTableLoader(client);
    const files = new Map<string, TBackupFile>();
    const tableFiles: TTableFile[] = [];
    let authSecret: string | null = null;
    let vapidKeys: string | null = null;
    let manifest: TBackupManifest | null = null;
    log(`Loading ${header.tables.length} tables...`);
    for (let next = await entries.next(); !next.done; next = await entries.next()) {
      const entry = next.value;
      if (entry.name === SECRET_ENTRY) {
        authSecret = (await readAll(entry.content)).toString();
      } else if (entry.name === VAPID_ENTRY) {
        vapidKeys = parseVapidKeys((await readAll(entry.content)).toString());
      } else if (entry.name === TABLE_CHECKSUMS_ENTRY) {
        // Checked before the load (checkTableFiles); the pieces are matched again below.
      } else if (entry.name.startsWith('db/')) {
        const table = header.tables.find((candidate) =>
          entry.name.startsWith(tableEntryPrefix(candidate)),
        );
        if (!table) throw new Error(`Unexpected table in the archive: ${entry.name}`);
        // Hashed again as it loads: the file could have changed since it was checked.
        const { name } = entry;
        await loader.append(
          table,
          hashing(entry.content, (digest) => tableFiles.push({ name, ...digest })),
        );
      } else if (entry.name.startsWith('files/')) {
        await loader.finish();
        if (files.size === 0) log('Putting the files back...');
        const { bucket, path } = parseFileEntry(entry.name);
        // One file at a time, whole: stored photos are a few MB at most (image-rules.ts).
        const data = await readAll(entry.content);
        await blobs.put(bucket, path, data, contentTypeFor(path));
        putFiles.push({ bucket, path });
        const sha256 = createHash('sha256').update(data).digest('hex');
        files.set(`${bucket}/${path}`, { bucket, path, size: data.length, sha256 });
      } else if (entry.name === MANIFEST_ENTRY) {
        manifest = ZBackupManifest.parse(JSON.parse((await readAll(entry.content)).toString()));
      }
    }
    await loader.finish();
    if (!manifest) throw new Error('The archive is incomplete: its manifest is missing');
    verifyAgainstManifest(manifest, header, {
      rowCounts: loader.rowCounts,
      files,
      tableFiles,
      checkedTableFiles,
    });
    await restoreSequences(client, manifest.sequences);
    await client.query('commit');
    return { manifest, authSecret, vapidKeys };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    for (const { bucket, path } of putFiles) await blobs.delete(bucket, path).catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
