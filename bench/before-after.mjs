// Before/after in one run: `node bench/before-after.mjs <git-ref>...` starts the server of each
// ref (from temporary git worktrees) and the current one side by side on ONE seeded database
// (same secret, so the same cookies work on all), then loads each API endpoint on every server
// in turns and prints requests/s, p99 and the server process's CPU per request of each. All see
// the same machine load, which runs minutes apart on a shared machine would not; CPU per
// request is the steadiest of the three.
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

/** A document the server drew (its data is in the page), not the plain app shell. */
const isDrawn = (response) => response.text.includes('id="juntos-state"');

const refs = process.argv.slice(2);
if (refs.length === 0) throw new Error('usage: node bench/before-after.mjs <git-ref>...');
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 2000);
const ROUNDS = 3;
const log = (message) => process.stderr.write(`[before-after] ${message}\n`);

/** The server of `worktree` on the shared database (no data directory lock: external database). */
async function startRef(worktree, env) {
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
  for (let attempt = 0; attempt < 1200; attempt++) {
    if ((await request(`${baseUrl}/api/health`).catch(() => null))?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { baseUrl, child, stop };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-bench-'));
fs.chmodSync(dataDir, 0o755);
const scratch = [];
const worktrees = [];
const servers = [];
try {
  const current = await startServer({ dataDir, port: await freePort(), log });
  servers.push({ label: 'now', ...current });
  const databaseUrl = databaseUrlOf(dataDir);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const bench = await seedDatabase(pool, await hashPassword(BENCH_PASSWORD));
  await pool.end();
  await Promise.all(
    refs.map(async (ref, index) => {
      const worktree = path.join(os.tmpdir(), `juntos-ref-${process.pid}-${index}`);
      execFileSync('git', ['worktree', 'add', '--detach', worktree, ref], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      worktrees.push(worktree);
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
      fs.mkdirSync(path.join(worktree, 'dist'), { recursive: true });
      fs.symlinkSync(path.join(ROOT, 'dist/web'), path.join(worktree, 'dist/web'));
      const refDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-ref-data-'));
      scratch.push(refDataDir);
      const server = await startRef(worktree, {
        DATABASE_URL: databaseUrl,
        BETTER_AUTH_SECRET: authSecretOf(dataDir),
        DATA_DIR: refDataDir,
      });
      servers[index + 1] = { label: ref, ...server };
    }),
  );
  // Oldest first, as given, then the current tree.
  const sides = [...servers.slice(1), servers[0]];
  const cookie = await signIn(current.baseUrl, bench.user);
  const largeCookie = await signIn(current.baseUrl, bench.largeUser);
  const endpoints = [
    ['GET /api/health', '/api/health', undefined],
    ['GET /api/profile', '/api/profile', cookie],
    ['GET /api/dashboard', '/api/dashboard', cookie],
    ['GET /api/memories (3,000)', '/api/memories', largeCookie],
    ['GET /api/stats', '/api/stats', cookie],
    // The server-drawn page as a browser asks for it; an answer with the plain shell counts as
    // failed (from one address, the renderer's session check once met the address's limit).
    // 20 connections: issue 35's budget for drawn pages.
    [
      'GET /dashboard (drawn HTML, 20 connections)',
      '/dashboard',
      cookie,
      { accept: 'text/html' },
      { accept: isDrawn, connections: 20 },
    ],
  ];

  /** Every server in turns, pooling answers and the server process's CPU per side. */
  async function measureAll(urlPath, headers, { accept, connections = 50 } = {}) {
    const totals = sides.map(() => ({
      latencies: [],
      ok: 0,
      failed: 0,
      seconds: 0,
      cpu: 0,
      firstFailure: null,
    }));
    const target = (side) => ({ url: `${side.baseUrl}${urlPath}`, headers });
    for (const side of sides)
      await runLoad({ target: target(side), durationMs: 1000, accept, connections });
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, side] of sides.entries()) {
        const total = totals[index];
        const cpuBefore = cpuSeconds(side.child.pid);
        const result = await runLoad({ target: target(side), durationMs, accept, connections });
        total.cpu += cpuSeconds(side.child.pid) - cpuBefore;
        for (const latency of result.latencies) total.latencies.push(latency);
        total.ok += result.ok;
        total.failed += result.failed;
        total.seconds += result.seconds;
        total.firstFailure ??= result.firstFailure;
      }
    }
    return totals.map((total) => ({
      ...summarize(total.latencies, total.ok, total.failed, total.seconds),
      cpuMs: (total.cpu * 1000) / Math.max(total.ok, 1),
      firstFailure: total.firstFailure,
    }));
  }

  const lines = [
    `| endpoint, 50 connections unless said (req/s · p99 · server CPU per request) | ${sides.map((side) => side.label).join(' | ')} |`,
    `|---|${sides.map(() => '---').join('|')}|`,
  ];
  for (const [label, urlPath, sessionCookie, extraHeaders, load] of endpoints) {
    log(label);
    const headers = { ...(sessionCookie ? { cookie: sessionCookie } : {}), ...extraHeaders };
    const results = await measureAll(urlPath, headers, load);
    for (const [index, result] of results.entries()) {
      if (result.failed)
        log(`${label} on ${sides[index].label}: ${result.failed} failed: ${result.firstFailure}`);
    }
    const cells = results.map(
      (result) =>
        `${fmt.rps(result.rps)} · ${fmt.ms(result.p99)} · ${result.cpuMs.toFixed(2)} ms` +
        (result.failed ? ` · ${result.failed} not ok` : ''),
    );
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  await Promise.all(servers.filter(Boolean).map((server) => server.stop()));
  for (const worktree of worktrees) {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  }
  for (const dir of [dataDir, ...scratch])
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
