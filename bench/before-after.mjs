// Before/after in one run: `node bench/before-after.mjs <git-ref>` starts the server of <ref>
// (from a temporary git worktree) and the current one side by side on ONE seeded database (same
// secret, so the same cookies work on both), then loads each API endpoint on both in turns and
// prints requests/s and p99 of each. Both see the same machine load, which a run before and a
// run after a change (minutes apart on a shared machine) would not.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { cpuSeconds, fmt, request, runLoad, signIn, summarize } from './lib/load.mjs';
import { BENCH_PASSWORD, seedDatabase } from './lib/seed.mjs';
import { authSecretOf, databaseUrlOf, freePort, ROOT, startServer } from './lib/server.mjs';

register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
const { hashPassword } = await import('../src/server/auth/password.ts');

const ref = process.argv[2];
if (!ref) throw new Error('usage: node bench/before-after.mjs <git-ref>');
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 3000);
const log = (message) => process.stderr.write(`[before-after] ${message}\n`);

async function startBase(worktree, env) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: worktree,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_WEB_BUILD: '1',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if ((await request(`${baseUrl}/api/health`).catch(() => null))?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-bench-'));
const baseDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-bench-base-'));
fs.chmodSync(dataDir, 0o755);
const worktree = path.join(os.tmpdir(), `juntos-base-${process.pid}`);
let current = null;
let base = null;
try {
  execFileSync('git', ['worktree', 'add', '--detach', worktree, ref], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
  if (fs.existsSync(path.join(ROOT, 'dist')))
    fs.symlinkSync(path.join(ROOT, 'dist'), path.join(worktree, 'dist'));
  current = await startServer({ dataDir, port: await freePort(), log });
  const databaseUrl = databaseUrlOf(dataDir);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const bench = await seedDatabase(pool, await hashPassword(BENCH_PASSWORD));
  await pool.end();
  base = await startBase(worktree, {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: authSecretOf(dataDir),
    DATA_DIR: baseDataDir,
  });
  const cookie = await signIn(current.baseUrl, bench.user);
  const largeCookie = await signIn(current.baseUrl, bench.largeUser);
  const endpoints = [
    ['GET /api/health', '/api/health', undefined],
    ['GET /api/profile', '/api/profile', cookie],
    ['GET /api/dashboard', '/api/dashboard', cookie],
    ['GET /api/memories (3,000)', '/api/memories', largeCookie],
    ['GET /api/stats', '/api/stats', cookie],
  ];
  const lines = [
    `| endpoint (50 connections) | ${ref} req/s | now req/s | ${ref} p99 | now p99 | ${ref} server CPU/request | now server CPU/request | CPU change |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  /** Runs both servers in turns, pooling answers and the server process's CPU per side. */
  async function measureBoth(urlPath, headers) {
    const sides = [base, current].map((server) => ({
      server,
      latencies: [],
      ok: 0,
      failed: 0,
      seconds: 0,
      cpu: 0,
      firstFailure: null,
    }));
    const target = (side) => ({ url: `${side.server.baseUrl}${urlPath}`, headers });
    for (const side of sides) await runLoad({ target: target(side), durationMs: 1000 });
    for (let round = 0; round < 3; round++) {
      for (const side of sides) {
        const cpuBefore = cpuSeconds(side.server.child.pid);
        const result = await runLoad({ target: target(side), durationMs });
        side.cpu += cpuSeconds(side.server.child.pid) - cpuBefore;
        for (const latency of result.latencies) side.latencies.push(latency);
        side.ok += result.ok;
        side.failed += result.failed;
        side.seconds += result.seconds;
        side.firstFailure ??= result.firstFailure;
      }
    }
    return sides.map((side) => ({
      ...summarize(side.latencies, side.ok, side.failed, side.seconds),
      cpuMs: (side.cpu * 1000) / Math.max(side.ok, 1),
      firstFailure: side.firstFailure,
    }));
  }
  for (const [label, urlPath, sessionCookie] of endpoints) {
    log(label);
    const [before, after] = await measureBoth(
      urlPath,
      sessionCookie ? { cookie: sessionCookie } : {},
    );
    if (before.failed || after.failed) {
      log(`${label}: failures ${before.firstFailure ?? ''} ${after.firstFailure ?? ''}`);
    }
    lines.push(
      `| ${label} | ${fmt.rps(before.rps)} | ${fmt.rps(after.rps)} | ${fmt.ms(before.p99)} | ${fmt.ms(after.p99)} | ${before.cpuMs.toFixed(2)} ms | ${after.cpuMs.toFixed(2)} ms | ${fmt.ratio(after.cpuMs / before.cpuMs)} |`,
    );
  }
  console.log(lines.join('\n'));
} finally {
  await base?.stop();
  await current?.stop();
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  fs.rmSync(baseDataDir, { recursive: true, force: true, maxRetries: 5 });
}
