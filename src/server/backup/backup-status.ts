import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '@server/config';
import { formatBytes } from './run-command';
import { backupProblem, listScheduledArchives, readBackupStatus } from './scheduled-backup';

const ago = (from: Date, now: Date) => {
  const hours = (now.getTime() - from.getTime()) / 3_600_000;
  return hours < 1
    ? 'less than an hour ago'
    : hours < 48
      ? `${Math.floor(hours)} h ago`
      : `${Math.floor(hours / 24)} days ago`;
};

/**
 * `npm run backup -- --status`: the schedule, the last scheduled backup's time and result, the
 * archives kept. `ok` is false when backups are off, overdue or missing, or the last one failed.
 */
export async function backupStatusReport(
  config: TConfig,
  now: Date,
): Promise<{ ok: boolean; text: string }> {
  const { dir, everyMs, keep } = config.backups;
  const lines: string[] = [];
  const schedule = everyMs === null ? 'off' : config.BACKUP_SCHEDULE;
  lines.push(`Scheduled backups: ${schedule}, the newest ${keep} kept in ${dir}.`);
  const status = await readBackupStatus(dir);
  const archives = await listScheduledArchives(dir);
  const attempt = status?.lastAttempt;
  if (!attempt) {
    lines.push('No scheduled backup has run yet (the server makes the first one once it starts).');
  } else if (attempt.ok) {
    lines.push(
      `Last backup: ${attempt.at} (${ago(new Date(attempt.at), now)}), verified: ${attempt.file}.`,
    );
  } else {
    lines.push(
      `Last backup: ${attempt.at} (${ago(new Date(attempt.at), now)}) FAILED: ${attempt.error}`,
    );
    if (status?.lastSuccess) {
      lines.push(`Last good backup: ${status.lastSuccess.at}: ${status.lastSuccess.file}.`);
    }
  }
  for (const name of archives) {
    const { size } = await fs.stat(path.join(dir, name));
    lines.push(`  ${name}  ${formatBytes(size)}`);
  }
  const problem = backupProblem(status, now, archives);
  if (problem) lines.push(`Problem: ${problem}.`);
  const ok = everyMs !== null && !!attempt?.ok && !problem;
  return { ok, text: lines.join('\n') };
}
