import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { VAPID_KEYS_FILE } from '@server/features/notifications/notifications.service';
import { BackupError } from './backup-error';
import { openBackupTarget } from './backup-target';
import { restoreBackup } from './restore';
import { formatBytes, runCommand } from './run-command';

const USAGE = 'Usage: npm run restore -- <file>   (an archive written by npm run backup)';

// `npm run restore -- <file>`: the archive back into an empty data directory or database.
runCommand('restore', async () => {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) throw new BackupError(USAGE);
  const input = path.resolve(file);
  if (!existsSync(input)) throw new BackupError(`${input} does not exist.`);
  const started = performance.now();
  const log = (message: string) => console.log(message);
  const config = loadConfig();
  const target = await openBackupTarget(config, 'restore', log);
  try {
    const { manifest, authSecret, vapidKeys } = await restoreBackup(
      { databaseUrl: target.databaseUrl, blobs: target.blobs, storeName: target.storeName, log },
      input,
    );
    if (authSecret && !config.BETTER_AUTH_SECRET) {
      // Sessions and photo links signed before the backup stay valid.
      await fs.mkdir(config.dataDir, { recursive: true });
      await fs.writeFile(path.join(config.dataDir, 'auth-secret'), authSecret, { mode: 0o600 });
    }
    const vapidFromEnv = Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY);
    if (vapidKeys && !vapidFromEnv) {
      // Browsers subscribed with the backed-up public key: with it back, pushes reach them.
      await fs.mkdir(config.dataDir, { recursive: true });
      await fs.writeFile(path.join(config.dataDir, VAPID_KEYS_FILE), vapidKeys, { mode: 0o600 });
    }
    const subscriptions = manifest.tables.find(({ name }) => name === 'push_subscriptions');
    if (manifest.vapidKeys === 'environment' && !vapidFromEnv) {
      log(
        'The backed-up server had VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY set: set the same ' +
          'values here, or notifications stop reaching the devices that turned them on.',
      );
    } else if (manifest.vapidKeys === undefined && subscriptions?.rows) {
      log(
        `This backup was made before backups kept the push keys: the ${subscriptions.rows} ` +
          'devices that turned notifications on must turn them on again (on the profile).',
      );
    }
    if (manifest.authSecret === 'environment' && !config.BETTER_AUTH_SECRET) {
      log(
        'The backed-up server had BETTER_AUTH_SECRET set: set the same value here, or everyone ' +
          'signs in again (passwords are unchanged).',
      );
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const fileBytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
    log(
      `Restored ${rows} rows and ${manifest.files.length} files (${formatBytes(fileBytes)}) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the app with npm start.`,
    );
  } finally {
    await target.close();
  }
});
