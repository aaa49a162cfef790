// Starts and stops the production server as `npm start` does (scripts/start.mjs, the web app
// built beforehand), on a private data directory with its embedded PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { request } from './load.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const response = await request(`${baseUrl}/api/health`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not become healthy');
}

/**
 * The production server of `root` (this checkout unless said) on `port`. TRUST_PROXY lets the sign-in storm come from 50 addresses
 * (X-Forwarded-For), as it would behind a proxy, instead of tripping the per-address limit.
 */
export async function startServer({ dataDir, port, log, root = ROOT }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    // Access lines go nowhere (as to a log collector), but they are still written.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => log(`server: ${String(chunk).trim()}`));
  await waitForHealth(baseUrl, child);
  const startupMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { baseUrl, child, startupMs, stop };
}

/** The embedded database's URL, from the files the server keeps in its data directory. */
export function databaseUrlOf(dataDir) {
  const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(pid[3]);
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}

export const authSecretOf = (dataDir) =>
  fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
