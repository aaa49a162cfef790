import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '@server/config';
import type { Job } from '@server/jobs/job-scheduler';
import type { Logger } from '@server/logger';
import type { BlobStore } from '@server/storage/blob-store';
import { verifyArchive } from './archive-verify';
import { writeBackup } from './backup';
import { dataDirSecrets } from './backup-sources';
import { formatBytes } from './run-command';

// Backups that run themselves (docs/SELF-HOSTING.md, "Backups"): the `backup.scheduled` job
// writes the archive `npm run backup` writes into BACKUP_DIR, reads it back and checks every
// hash as a restore would, then keeps the newest BACKUP_KEEP. The scheduler's row decides which
// instance makes it (jobs/job-scheduler.ts), once a period. The outcome goes to the log and to
// `status.json` beside the archives, which `npm run backup -- --status` reads, and
// `backup.watch` logs an error once a day while the last good backup is over two days old.

const SCHEDULED_PREFIX = 'juntos-';
const ARCHIVE_SUFFIX = '.tar.gz';
/** The start's archive before it migrates: not one of the scheduled, so never rotated out. */
export const UPGRADE_PREFIX = 'juntos-before-upgrade-';
const STATUS_FILE = 'status.json';
export const OVERDUE_MS = 2 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupStatus {
  /** When scheduled backups were first tried here: "missing" is counted from it. */
  since: string;
  lastAttempt?: { at: string; ok: boolean; file?: string; error?: string };
  lastSuccess?: { at: string; file: string; size: number; files: number; rows: number };
}

export interface BackupSettings {
  config: TConfig;
  databaseUrl: string;
  blobs: BlobStore;
}

/** A name that sorts by time: `juntos-2026-12-03T04-00-00Z.tar.gz`. */
export const archiveStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

const isScheduledArchive = (name: string) =>
  name.startsWith(SCHEDULED_PREFIX) &&
  !name.startsWith(UPGRADE_PREFIX) &&
  name.endsWith(ARCHIVE_SUFFIX);

export async function readBackupStatus(dir: string): Promise<BackupStatus | null> {
  const text = await fs.readFile(path.join(dir, STATUS_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    return JSON.parse(text) as BackupStatus;
  } catch {
    return null;
  }
}

async function writeBackupStatus(dir: string, status: BackupStatus): Promise<void> {
  const file = path.join(dir, STATUS_FILE);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(status, null, 2)}\n`);
  await fs.rename(`${file}.tmp`, file);
}

/** The scheduled archives of `dir`, oldest first. */
export async function listScheduledArchives(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter(isScheduledArchive).sort();
}

/**
 * Writes the same archive as `npm run backup` to `file` and reads it back, checking it whole;
 * an archive that fails the check is removed (it would not restore) and the failure thrown.
 */
export async function writeVerifiedBackup(
  settings: BackupSettings,
  file: string,
  at: Date,
  signal?: AbortSignal,
) {
  const { config } = settings;
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const manifest = await writeBackup(
    {
      databaseUrl: settings.databaseUrl,
      blobs: settings.blobs,
      storage: config.s3 ? 'S3' : 'local disk',
      ...(await dataDirSecrets(config)),
      log: () => {},
      at,
      signal,
    },
    file,
  );
  try {
    await verifyArchive(file, signal);
  } catch (error) {
    await fs.rm(file, { force: true });
    if (signal?.aborted) throw error;
    throw new Error(
      `the archive written to ${file} did not read back as written (${String(error)}); removed`,
    );
  }
  const { size } = await fs.stat(file);
  return {
    size,
    files: manifest.files.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
  };
}

/** One scheduled backup: written, verified, the oldest beyond `keep` removed, the status kept. */
export async function runScheduledBackup(
  settings: BackupSettings,
  { now, log, signal }: { now: Date; log: Logger; signal?: AbortSignal },
) {
  const { dir, keep } = settings.config.backups;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const status: BackupStatus = (await readBackupStatus(dir)) ?? { since: now.toISOString() };
  const file = path.join(dir, `${SCHEDULED_PREFIX}${archiveStamp(now)}${ARCHIVE_SUFFIX}`);
  const started = performance.now();
  try {
    const written = await writeVerifiedBackup(settings, file, now, signal);
    const archives = await listScheduledArchives(dir);
    const removed = archives.slice(0, Math.max(0, archives.length - keep));
    for (const name of removed) await fs.rm(path.join(dir, name), { force: true });
    status.lastAttempt = { at: now.toISOString(), ok: true, file };
    status.lastSuccess = { at: now.toISOString(), file, ...written };
    await writeBackupStatus(dir, status);
    log.info(
      { file, size: written.size, files: written.files, rows: written.rows, removed },
      `backup written and verified: ${file} (${formatBytes(written.size)}, ${written.rows} rows, ` +
        `${written.files} files) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${Math.min(archives.length, keep)} kept`,
    );
  } catch (error) {
    const reason = signal?.aborted ? 'the server stopped before it was finished' : String(error);
    status.lastAttempt = { at: now.toISOString(), ok: false, file, error: reason };
    await writeBackupStatus(dir, status).catch(() => {});
    // The scheduler logs it at error; the next period tries again.
    throw error;
  }
}

/**
 * What is wrong with the backups at `now`, or null when the last good one is recent and still
 * there: no good backup for over two days (counted from the first try when none ever was), or
 * the last one's archive gone.
 */
export function backupProblem(status: BackupStatus | null, now: Date, present: string[]) {
  if (!status) return null;
  const last = status.lastSuccess;
  const failure =
    status.lastAttempt?.ok === false ? `; the last try failed: ${status.lastAttempt.error}` : '';
  const since = new Date(last?.at ?? status.since);
  if (now.getTime() - since.getTime() > OVERDUE_MS) {
    return last
      ? `No backup since ${last.at}${failure}`
      : `No backup was ever made (scheduled since ${status.since})${failure}`;
  }
  if (last && !present.includes(path.basename(last.file))) {
    return `The last backup, ${last.file}, is missing`;
  }
  return null;
}

/** The scheduled backup, once a period on one instance. */
export function scheduledBackupJob(settings: BackupSettings, everyMs: number): Job {
  return {
    name: 'backup.scheduled',
    everyMs,
    // Asked often (one cheap statement), so a daily backup drifts at most 5 minutes a day.
    checkEveryMs: Math.min(everyMs / 10, 5 * 60 * 1000),
    run: (context) => runScheduledBackup(settings, context),
  };
}

/** Once a day on one instance: an error in the log while backups are overdue or missing. */
export function backupWatchJob(config: TConfig): Job {
  const { dir } = config.backups;
  return {
    name: 'backup.watch',
    everyMs: DAY_MS,
    checkEveryMs: 60 * 60 * 1000,
    run: async ({ now, log }) => {
      const status = await readBackupStatus(dir);
      if (!status) {
        // The first look: "missing" is counted from now.
        await fs.mkdir(dir, { recursive: true, mode: 0o700 });
        await writeBackupStatus(dir, { since: now.toISOString() });
        return;
      }
      const problem = backupProblem(status, now, await listScheduledArchives(dir));
      if (problem) log.error({ backupDir: dir }, `backups: ${problem}. See docs/SELF-HOSTING.md.`);
    },
  };
}
