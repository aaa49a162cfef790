import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '@server/config';
import webpush from 'web-push';

/** The key pair's file in the data directory (backed up and restored with it). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Push services (Apple's above all) refuse a localhost subject; a mailto: always works. */
function defaultSubject(config: TConfig): string {
  const url = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  if (url?.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  return 'mailto:push@juntos.invalid';
}

async function readOrCreateKeyPair(dataDir: string): Promise<Omit<VapidKeys, 'subject'>> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  try {
    const stored = JSON.parse(await fs.readFile(file, 'utf8'));
    if (stored?.publicKey && stored?.privateKey) return stored;
  } catch {
    // First start: fall through and create them.
  }
  await fs.mkdir(dataDir, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  try {
    // 'wx' fails if another process wrote them first; then that one wins, as with the auth secret.
    await fs.writeFile(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
    return pair;
  } catch {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  }
}

const resolved = new Map<string, Promise<VapidKeys>>();

/**
 * This server's VAPID identity: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given, else a pair made
 * on first start and kept in the data directory, so subscriptions survive restarts (a new pair
 * would orphan every browser's subscription).
 */
export function resolveVapidKeys(config: TConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject,
    });
  }
  let keys = resolved.get(config.dataDir);
  if (!keys) {
    keys = readOrCreateKeyPair(config.dataDir).then((pair) => ({ ...pair, subject }));
    resolved.set(config.dataDir, keys);
  }
  return keys;
}
