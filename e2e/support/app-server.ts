import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

export interface AppServer {
  baseUrl: string;
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  output: () => string;
  /** SIGTERM, then the exit code (0 when it stopped cleanly, its PostgreSQL included). */
  stop: () => Promise<number | null>;
}

export async function findFreePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address !== 'object') throw new Error('Could not find a free port');
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, 'exit').then(() => {});
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + HEALTH_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app exited before it was healthy (code ${child.exitCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet: the embedded PostgreSQL and the migrations take a few seconds.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * Runs the production entry point (`npm start`'s `node scripts/start.mjs`) in `appDir` as a
 * child process and resolves once it answers /api/health. `env` is the child's whole environment.
 */
export async function startAppServer(
  appDir: string,
  env: NodeJS.ProcessEnv,
  port: number,
  /** The name browsers use for it (health checks still go to 127.0.0.1). */
  host = '127.0.0.1',
): Promise<AppServer> {
  const baseUrl = `http://${host}:${port}`;
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const output = () => chunks.join('');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM lets the app close its pool and stop its PostgreSQL cleanly.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    return child.exitCode;
  };

  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- app output ---\n${output()}--- end of app output ---`);
  }
  return { baseUrl, output, stop };
}
