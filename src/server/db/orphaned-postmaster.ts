import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from '@server/process-alive';

const STOP_WAIT_MS = 30_000;
const POLL_MS = 100;

/**
 * Whether `pid` is a postgres server of `databaseDir`, and not some other process that reused
 * the number. Without /proc (not Linux) there is no cheap way to tell; the pid file is trusted.
 */
function isPostmasterOf(pid: number, databaseDir: string): boolean {
  const cmdlineFile = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    const args = readFileSync(cmdlineFile, 'utf8').split('\0');
    return path.basename(args[0] ?? '') === 'postgres' && args.includes(databaseDir);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  // A deadline on the monotonic clock: a wait, not a time of day.
  for (const deadline = performance.now() + ms; performance.now() < deadline; ) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return !isRunning(pid);
}

/**
 * After the app was killed without a chance to stop its database (kill -9, an OOM kill, a power
 * cut of the node process only), the embedded PostgreSQL keeps running on its own and holds the
 * data directory, so the next start would fail. The caller holds the app's data-directory lock,
 * so no live copy of the app owns this server: it is stopped with a fast shutdown (open
 * transactions of the dead process roll back, everything committed stays), then started anew.
 * Returns the pid it stopped, or null when there was nothing to do.
 */
export async function stopOrphanedPostmaster(databaseDir: string): Promise<number | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  if (!isRunning(pid) || !isPostmasterOf(pid, databaseDir)) return null;
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_WAIT_MS)) return pid;
  // Still busy after the fast shutdown: an immediate one. PostgreSQL replays its write-ahead log
  // on the next start, so committed data survives this too.
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, STOP_WAIT_MS)) return pid;
  throw new Error(`The orphaned PostgreSQL (pid ${pid}) of ${databaseDir} did not stop.`);
}
