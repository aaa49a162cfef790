import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const EMBEDDED_USER = 'postgres';
// Only reachable on 127.0.0.1 from this machine; the password keeps other local users out.
export const PASSWORD_FILE = 'postgres-password';

/**
 * The URL of the embedded PostgreSQL that a running server started in `dataDir`, for tools
 * (backups) that must use the database while the server keeps it. The port is chosen at each
 * start; PostgreSQL writes it on the fourth line of its `postmaster.pid`. Null when no server
 * runs there.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
