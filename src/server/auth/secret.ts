import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'auth-secret';

/**
 * The secret that signs sessions and storage URLs. Without BETTER_AUTH_SECRET, one is made on
 * first start and kept in the data directory, so sessions survive restarts.
 */
export async function resolveAuthSecret(dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: fall through and create it.
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx' fails if another process wrote it first; then that one wins.
  try {
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
