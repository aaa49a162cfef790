import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { VAPID_KEYS_FILE } from '@server/features/notifications/notifications.service';
import { systemClock } from '@server/jobs/clock';
import { type SecretSource, writeBackup } from './backup';
import { BackupError } from './backup-error';
import { openBackupTarget } from './backup-target';
import { formatBytes, runCommand } from './run-command';

const USAGE = 'Usage: npm run backup -- <file>   (for example backups/juntos-2026-05-01.tar.gz)';

/** A secret the data directory keeps in `name`, unless the environment gives it. */
async function readSecret(dataDir: string, name: string, inEnv: boolean): Promise<SecretSource> {
  if (inEnv) return { kind: 'environment' };
  const value = await fs.readFile(path.join(dataDir, name), 'utf8').catch(() => null);
  return value ? { kind: 'included', value: value.trim() } : { kind: 'none' };
}

// `npm run backup -- <file>`: one archive of the database and every stored file.
runCommand('backup', async () => {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) throw new BackupError(USAGE);
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
        authSecret: await readSecret(config.dataDir, 'auth-secret', !!config.BETTER_AUTH_SECRET),
        // Without them a restored server signs pushes with a new pair, and every browser's
        // subscription (bound to the old public key) stops receiving.
        vapidKeys: await readSecret(
          config.dataDir,
          VAPID_KEYS_FILE,
          !!(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY),
        ),
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
