// Requests per second of GET /api/profile for one signed-in user: the cost of the session check
// that runs on every request. Starts the real server (embedded PostgreSQL in a temporary data
// directory) on 127.0.0.1, signs up, then keeps CONNECTIONS keep-alive sockets busy for
// DURATION_MS. Run with `node bench/session-check.mjs`; exits non-zero below the budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BUDGET_RPS = Number(process.env.BENCH_BUDGET_RPS ?? 300);
const CONNECTIONS = 8;
const WARMUP_MS = 2000;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(port, method, urlPath, { cookie, body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = {};
    if (cookie) headers.cookie = cookie;
    if (body) headers['content-type'] = 'application/json';
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers, agent },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

async function waitForHealth(port, child) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break;
    const response = await request(port, 'GET', '/api/health').catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy');
}

/** Each connection sends its next request as soon as the previous answer is in. */
async function load(port, cookie, durationMs) {
  const until = Date.now() + durationMs;
  let ok = 0;
  let failed = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const response = await request(port, 'GET', '/api/profile', { cookie });
      if (response.status === 200) ok++;
      else failed++;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { ok, failed, seconds: (performance.now() - startedAt) / 1000 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exitCode = 0;
try {
  await waitForHealth(port, child);
  const signUp = await request(port, 'POST', '/api/auth/sign-up/email', {
    body: { email: `bench-${Date.now()}@example.com`, password: 'amor-123456', fullName: 'Bench' },
  });
  if (signUp.status !== 200) throw new Error(`Sign-up failed: ${signUp.status}`);
  const cookie = (signUp.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');

  await load(port, cookie, WARMUP_MS);
  const { ok, failed, seconds } = await load(port, cookie, DURATION_MS);
  const rps = ok / seconds;
  console.log(
    `GET /api/profile: ${rps.toFixed(0)} requests/s over ${seconds.toFixed(1)} s ` +
      `(${CONNECTIONS} keep-alive connections, ${failed} failed; budget ${BUDGET_RPS}/s)`,
  );
  if (failed > 0 || rps < BUDGET_RPS) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
