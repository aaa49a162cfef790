import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TConfig } from '@server/config';
import { DataDirInUseError, lockDataDir } from '@server/data-dir-lock';

export interface ToolDatabase {
  url: string;
  /** Where it was found, for the operator: "DATABASE_URL", "the running server's", ... */
  source: string;
  close: () => Promise<void>;
}

/**
 * The port a running embedded PostgreSQL listens on: the fourth line of its `postmaster.pid`
 * (PostgreSQL's documented layout), since the server picks a free port at each start.
 */
function runningEmbeddedUrl(dataDir: string): string {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]?.trim());
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No port in ${pidFile}`);
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}

/**
 * The app's database for an operator's command (`npm run reset-password`): DATABASE_URL when set;
 * else the embedded one of DATA_DIR, reached on the port of the server running on it, or, when
 * none runs, started for the command under the data directory's lock (so the app cannot start on
 * it meanwhile) and stopped after.
 */
export async function openToolDatabase(config: TConfig): Promise<ToolDatabase> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, source: 'DATABASE_URL', close: async () => {} };
  }
  if (!existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    throw new Error(
      `No database in ${config.dataDir}: start the app once, or set DATA_DIR or DATABASE_URL.`,
    );
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return {
      url: runningEmbeddedUrl(config.dataDir),
      source: `the running server's (${config.dataDir})`,
      close: async () => {},
    };
  }
  try {
    const { startEmbeddedPostgres } = await import('./embedded');
    const embedded = await startEmbeddedPostgres(config.dataDir);
    return {
      url: embedded.url,
      source: `the embedded one in ${config.dataDir}`,
      close: async () => {
        await embedded.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
