import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { systemClock } from '@server/jobs/clock';
import { writeBackup } from './backup';
import { BackupError } from './backup-error';
import { dataDirSecrets } from './backup-sources';
import { backupStatusReport } from './backup-status';
import { openBackupTarget } from './backup-target';
import { formatBytes, runCommand } from './run-command';

const USAGE =
  'Usage: npm run backup -- <file>   (for example backups/juntos-2026-05-01.tar.gz)\n' +
  '       npm run backup -- --status (the scheduled backups: the last one, and those kept)';

// `npm run backup -- <file>`: one archive of the database and every stored file.
// `npm run backup -- --status`: what the schedule did last; exit code 1 when it needs a look.
runCommand('backup', async () => {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) throw new BackupError(USAGE);
  if (file === '--status') {
    const report = await backupStatusReport(loadConfig(), systemClock.now());
    // A problem goes to stderr with exit code 1, for a monitoring script to notice.
    if (!report.ok) throw new BackupError(report.text);
    console.log(report.text);
    return;
  }
  if (file.startsWith('-')) throw new BackupError(USAGE);
  const output = path.resolve(file);
  if (existsSync(output)) {
    throw new BackupError(`${output} already exists. Choose a new name (with the date, say).`);
  }
  const started = performance.now();
  const log = (message: string) => console.log(message);
  const config = loadConfig();
  const target = await openBackupTarget(config, 'backup', log);
  try {
    const manifest = await writeBackup(
      {
        databaseUrl: target.databaseUrl,
        blobs: target.blobs,
        storage: target.storage,
        ...(await dataDirSecrets(config)),
        log,
        at: systemClock.now(),
      },
      output,
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const fileBytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
    const { size } = await fs.stat(output);
    log(
      `Backup written to ${output} (${formatBytes(size)}): ${manifest.tables.length} tables, ` +
        `${rows} rows, ${manifest.files.length} files (${formatBytes(fileBytes)}), ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    for (const vanished of manifest.vanishedFiles) {
      log(`Note: ${vanished.bucket}/${vanished.path} was deleted while the backup ran.`);
    }
  } finally {
    await target.close();
  }
});
