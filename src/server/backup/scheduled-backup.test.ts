import fs from 'node:fs/promises';
import path from 'node:path';
import { ManualClock } from '@server/jobs/clock';
import { createJobScheduler } from '@server/jobs/job-scheduler';
import { seedCoupleSpace } from '@test/backup-fixtures';
import { captureLog } from '@test/log-capture';
import { machineNow } from '@test/machine-clock';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';
import { verifyArchive } from './archive-verify';
import { writeBackup } from './backup';
import { backupStatusReport } from './backup-status';
import { backupWatchJob, listScheduledArchives, readBackupStatus } from './scheduled-backup';

// The server backs itself up (docs/SELF-HOSTING.md, "Backups"): the `backup.scheduled` job on the
// real scheduler and database, moved through days by the app's ManualClock.

const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock(machineNow());
const testApp = setupTestApp({ BACKUP_KEEP: '2' }, { clock });
const second = setupTestApp({}, () => ({ databaseUrl: testApp.databaseUrl, clock }));

const backupDir = () => testApp.deps.config.backups.dir;

describe('the scheduled backup', () => {
  it('writes the archive of npm run backup, checked whole, and says so in --status', async () => {
    await seedCoupleSpace(testApp);
    expect(await testApp.deps.jobs.runDue('backup.scheduled')).toBe(true);
    const [archive] = await listScheduledArchives(backupDir());
    expect(archive).toMatch(/^juntos-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const manifest = await verifyArchive(path.join(backupDir(), archive ?? ''));
    expect(manifest.tables.find(({ name }) => name === 'memories')?.rows).toBe(3);
    // Two photos and an avatar, each with its two thumbnails; the secrets of the data directory.
    expect(manifest.files).toHaveLength(9);
    expect(manifest.vapidKeys).toBe('included');
    const status = await readBackupStatus(backupDir());
    expect(status?.lastAttempt).toMatchObject({ ok: true, at: clock.now().toISOString() });
    const report = await backupStatusReport(testApp.deps.config, clock.now());
    expect(report.ok, report.text).toBe(true);
    expect(report.text).toContain(`Last backup: ${clock.now().toISOString()}`);
    expect(report.text).toContain(archive);
  });

  it('is made by one instance a period, however many share the database', async () => {
    clock.advance(DAY);
    const runs = await Promise.all([
      testApp.deps.jobs.runDue('backup.scheduled'),
      second.deps.jobs.runDue('backup.scheduled'),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // Not due again within the day, on either.
    clock.advance(DAY / 2);
    expect(await testApp.deps.jobs.runDue('backup.scheduled')).toBe(false);
    expect(await second.deps.jobs.runDue('backup.scheduled')).toBe(false);
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const made: string[] = [];
    for (let day = 0; day < 3; day++) {
      clock.advance(DAY);
      // Whichever instance's turn it is, the first app must make it: the second is left alone.
      expect(await testApp.deps.jobs.runDue('backup.scheduled')).toBe(true);
      made.push((await listScheduledArchives(backupDir())).at(-1) ?? '');
    }
    expect(await listScheduledArchives(backupDir())).toEqual(made.slice(-2));
  });
});

describe('a backup that goes wrong', () => {
  it('is refused by the check when one byte of a photo changed', async () => {
    const file = path.join(testApp.dataDir, 'plain.tar');
    const manifest = await writeBackup(
      {
        databaseUrl: testApp.databaseUrl,
        blobs: testApp.deps.blobs,
        storage: 'local disk',
        authSecret: { kind: 'none' },
        vapidKeys: { kind: 'none' },
        log: () => {},
        at: clock.now(),
      },
      file,
    );
    await verifyArchive(file);
    const bytes = await fs.readFile(file);
    // The photo's bytes sit after its tar header, which names it.
    const photo = manifest.files[0];
    const at = bytes.indexOf(`files/${photo?.bucket}/${photo?.path}`) + 512 + 100;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await fs.writeFile(file, bytes);
    await expect(verifyArchive(file)).rejects.toThrow(/differs from the manifest/);
  });

  it('is recorded as failed, then logged as an error once a day while none succeeds', async () => {
    clock.advance(DAY);
    // Something in the way of the archive's file: the write fails.
    const stamp = clock
      .now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replaceAll(':', '-');
    await fs.mkdir(path.join(backupDir(), `juntos-${stamp}.tar.gz.partial`));
    expect(await testApp.deps.jobs.runDue('backup.scheduled')).toBe(true);
    const status = await readBackupStatus(backupDir());
    expect(status?.lastAttempt?.ok).toBe(false);
    const failed = await backupStatusReport(testApp.deps.config, clock.now());
    expect(failed.ok).toBe(false);
    expect(failed.text).toContain('FAILED');

    const { log, lines } = captureLog();
    const watcher = createJobScheduler({ db: testApp.deps.db, log, clock });
    watcher.add(backupWatchJob(testApp.deps.config));
    const errors = () => lines.filter(({ level }) => level === 50).map(({ msg }) => msg);
    // A day after the last good one: not yet.
    expect(await watcher.runDue('backup.watch')).toBe(true);
    expect(errors()).toEqual([]);
    clock.advance(DAY + 60_000);
    expect(await watcher.runDue('backup.watch')).toBe(true);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/No backup since .*the last try failed/);
    // Once a day, not once a tick.
    clock.advance(60 * 60 * 1000);
    expect(await watcher.runDue('backup.watch')).toBe(false);
    expect(errors()).toHaveLength(1);
    const overdue = await backupStatusReport(testApp.deps.config, clock.now());
    expect(overdue.text).toMatch(/Problem: No backup since/);
  });

  it('is logged when the last archive disappeared', async () => {
    clock.advance(DAY);
    await fs.rm(backupDir(), { recursive: true, force: true });
    expect(await testApp.deps.jobs.runDue('backup.scheduled')).toBe(true);
    const [archive] = await listScheduledArchives(backupDir());
    await fs.rm(path.join(backupDir(), archive ?? ''));
    const report = await backupStatusReport(testApp.deps.config, clock.now());
    expect(report.ok).toBe(false);
    expect(report.text).toContain(
      `The last backup, ${path.join(backupDir(), archive ?? '')}, is missing`,
    );
  });
});
