import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '@server/config';
import { VAPID_KEYS_FILE } from '@server/features/notifications/notifications.service';
import type { SecretSource } from './backup';

/** A secret the data directory keeps in `name`, unless the environment gives it. */
async function readSecret(dataDir: string, name: string, inEnv: boolean): Promise<SecretSource> {
  if (inEnv) return { kind: 'environment' };
  const value = await fs.readFile(path.join(dataDir, name), 'utf8').catch(() => null);
  return value ? { kind: 'included', value: value.trim() } : { kind: 'none' };
}

/** The data directory's secrets as a backup takes them: `npm run backup` and the schedule alike. */
export async function dataDirSecrets(
  config: TConfig,
): Promise<{ authSecret: SecretSource; vapidKeys: SecretSource }> {
  return {
    authSecret: await readSecret(config.dataDir, 'auth-secret', !!config.BETTER_AUTH_SECRET),
    // Without them a restored server signs pushes with a new pair, and every browser's
    // subscription (bound to the old public key) stops receiving.
    vapidKeys: await readSecret(
      config.dataDir,
      VAPID_KEYS_FILE,
      !!(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY),
    ),
  };
}
