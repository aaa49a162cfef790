// Before/after in one run: `node bench/before-after.mjs <side>...` starts the server of each side
// and the current tree's side by side on ONE seeded database (same secret, so the same cookies
// work on all), then loads each endpoint on every server in turns and prints requests/s, p99 and
// the server process's CPU per request of each. All see the same machine load, which runs
// minutes apart on a shared machine would not; CPU per request is the steadiest of the three.
//
// A side is a git ref (its server from a temporary git worktree), or `now:NAME=VALUE,...`: the
// current tree once more with those environment variables (e.g. `now:SSR_PAGE_CACHE_MB=0`).
// Every side runs from a copy made at the start (the web build in dist/ snapshotted once and
// shared by all, the current tree copied), so another build in this checkout meanwhile changes
// nothing of the run. `BENCH_NOW_REF=<ref>` runs that commit as "now" instead of the checkout,
// `BENCH_NOW_DIR=<dir>` that checkout as it is (its own dist/ the snapshot unless BENCH_DIST);
// `BENCH_ONLY=<text>` loads only the endpoints whose label holds it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { startBareServer } from './lib/bare.mjs';
import { cpuSeconds, fmt, request, runLoad, signIn, summarize } from './lib/load.mjs';
import { BENCH_PASSWORD, seedDatabase } from './lib/seed.mjs';
import { authSecretOf, databaseUrlOf, freePort, ROOT, startServer } from './lib/server.mjs';

register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
const { hashPassword } = await import('../src/server/auth/password.ts');

/** A document the server drew (its data is in the page), not the plain app shell. */
const isDrawn = (response) => response.headers['cache-control'] === 'private, no-store';

const sideArgs = process.argv.slice(2);
if (sideArgs.length === 0)
  throw new Error('usage: node bench/before-after.mjs <git-ref | now:NAME=VALUE,...>...');
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 2000);
const ROUNDS = 3;
const log = (message) => process.stderr.write(`[before-after] ${message}\n`);

/** `now:A=1,B=2` → { A: '1', B: '2' }; a git ref → null. */
function nowEnvOf(arg) {
  if (!arg.startsWith('now:')) return null;
  return Object.fromEntries(
    arg
      .slice(4)
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** The server of `root` on the shared database (no data directory lock: external database). */
async function startRef(root, env) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
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

const scratch = [];
const worktrees = [];
const servers = [];
/** A folder removed at the end. */
const scratchDir = (name) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  scratch.push(dir);
  return dir;
};
/** `root`'s dist/web and dist/ssr: the one snapshot of the build every side serves. */
function linkBuild(root, build) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  for (const part of ['web', 'ssr']) {
    fs.rmSync(path.join(root, 'dist', part), { recursive: true, force: true });
    fs.symlinkSync(path.join(build, part), path.join(root, 'dist', part));
  }
}
try {
  const build = scratchDir('juntos-build');
  // BENCH_DIST=<dir>: another build's dist/ (one made from a commit, not the checkout's); with
  // BENCH_NOW_DIR, that checkout's own unless said.
  const nowDir = process.env.BENCH_NOW_DIR;
  const dist = process.env.BENCH_DIST ?? path.join(nowDir ?? ROOT, 'dist');
  for (const part of ['web', 'ssr'])
    fs.cpSync(path.join(dist, part), path.join(build, part), { recursive: true });
  // The current tree as it is now (its server bundle is built from this copy), or the commit
  // BENCH_NOW_REF names (others' changes half made in the checkout may not even build).
  let nowRoot;
  if (nowDir) {
    // A checkout of its own, as it is (an experiment not committed anywhere).
    nowRoot = nowDir;
  } else if (process.env.BENCH_NOW_REF) {
    nowRoot = path.join(os.tmpdir(), `juntos-now-${process.pid}`);
    execFileSync('git', ['worktree', 'add', '--detach', nowRoot, process.env.BENCH_NOW_REF], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    worktrees.push(nowRoot);
  } else {
    nowRoot = scratchDir('juntos-now');
    execFileSync('rsync', [
      '-a',
      ...['.git', 'node_modules', 'dist', 'test-results', 'data', '.test-data'].map(
        (name) => `--exclude=/${name}`,
      ),
      `${ROOT}/`,
      `${nowRoot}/`,
    ]);
  }
  if (!fs.existsSync(path.join(nowRoot, 'node_modules')))
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(nowRoot, 'node_modules'));
  // Another checkout is left as it is: its dist/ is its own (and the snapshot's source).
  if (!nowDir) linkBuild(nowRoot, build);
  const dataDir = scratchDir('juntos-bench');
  fs.chmodSync(dataDir, 0o755);
  // The database's host: the current tree's server on the data directory, which owns the
  // embedded PostgreSQL and is not measured (measured as a side, the owner was 15-30% slower
  // per request than the same code beside it). Every measured side, "now" too, is a server on
  // its database.
  const host = await startServer({ dataDir, port: await freePort(), log, root: nowRoot });
  servers.push({ label: 'host', ...host });
  const databaseUrl = databaseUrlOf(dataDir);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const bench = await seedDatabase(pool, await hashPassword(BENCH_PASSWORD));
  await pool.end();
  const sides = await Promise.all(
    [...sideArgs, 'now'].map(async (arg, index) => {
      const nowEnv = arg === 'now' ? {} : nowEnvOf(arg);
      let root = nowRoot;
      if (!nowEnv) {
        root = path.join(os.tmpdir(), `juntos-ref-${process.pid}-${index}`);
        execFileSync('git', ['worktree', 'add', '--detach', root, arg], {
          cwd: ROOT,
          stdio: 'ignore',
        });
        worktrees.push(root);
        fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
        linkBuild(root, build);
      }
      const server = await startRef(root, {
        DATABASE_URL: databaseUrl,
        BETTER_AUTH_SECRET: authSecretOf(dataDir),
        DATA_DIR: scratchDir('juntos-ref-data'),
        ...nowEnv,
      });
      const side = { label: arg, ...server };
      servers.push(side);
      return side;
    }),
  );
  // The floor of the API figures (bench/lib/bare-server.mjs: the current tree's statements
  // without the framework, the session check and the access log), loaded in the same turns.
  const bare = await startBareServer(
    { databaseUrl, authSecret: authSecretOf(dataDir) },
    { root: nowRoot },
  );
  servers.push({ label: 'bare', ...bare });
  // Each endpoint signs in afresh just before it is loaded: better-auth's signed cookie cache
  // lasts five minutes and the load generator keeps no cookie it is sent, so a cookie from the
  // start of the run would, minutes later, have every request read the session from the database.
  const user = bench.user;
  const largeUser = bench.largeUser;
  // As a browser asks: a drawn page answers `private, no-store` (in gzip), the shell `no-cache`.
  const drawn = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
  // A drawn page's shell answer (past the renderer's budget, or the session check refused)
  // counts as failed. 20 connections: issue 35's budget for drawn pages, which compares a
  // drawn page with its API answer (`api`).
  const drawnLoad = { accept: isDrawn, connections: 20 };
  const endpoints = [
    { label: 'GET /api/health', path: '/api/health', bare: '/health' },
    { label: 'GET /api/profile', path: '/api/profile', user },
    {
      label: 'GET /api/dashboard',
      path: '/api/dashboard',
      user,
      bare: `/dashboard?user=${bench.userId}`,
    },
    {
      label: 'GET /api/memories (3,000)',
      path: '/api/memories',
      user: largeUser,
      bare: `/memories?user=${bench.largeUserId}`,
    },
    { label: 'GET /api/stats', path: '/api/stats', user, bare: `/stats?user=${bench.userId}` },
    {
      label: 'GET /dashboard (drawn HTML, 20 connections)',
      path: '/dashboard',
      user,
      headers: drawn,
      load: drawnLoad,
      api: 'GET /api/dashboard',
    },
    {
      label: 'GET /memories (3,000; drawn HTML, 20 connections)',
      path: '/memories',
      user: largeUser,
      headers: drawn,
      load: drawnLoad,
      api: 'GET /api/memories (3,000)',
    },
    // One at a time, nothing waits: what drawing a page costs (a side without the page cache),
    // or answering it again (with it).
    {
      label: 'GET /dashboard (drawn HTML, 1 connection)',
      path: '/dashboard',
      user,
      headers: drawn,
      load: { ...drawnLoad, connections: 1 },
    },
    {
      label: 'GET /memories (3,000; drawn HTML, 1 connection)',
      path: '/memories',
      user: largeUser,
      headers: drawn,
      load: { ...drawnLoad, connections: 1 },
    },
  ].filter(({ label }) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY));

  /** The sides in turns (each with its own path), pooling answers and the process's CPU. */
  async function measureAll(targets, { accept, connections = 50 } = {}) {
    const totals = targets.map(() => ({
      latencies: [],
      ok: 0,
      failed: 0,
      seconds: 0,
      cpu: 0,
      firstFailure: null,
    }));
    for (const { target } of targets)
      await runLoad({ target, durationMs: 1000, accept, connections });
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, { target, pid }] of targets.entries()) {
        const total = totals[index];
        const cpuBefore = cpuSeconds(pid);
        const result = await runLoad({ target, durationMs, accept, connections });
        total.cpu += cpuSeconds(pid) - cpuBefore;
        for (const latency of result.latencies) total.latencies.push(latency);
        total.ok += result.ok;
        total.failed += result.failed;
        total.seconds += result.seconds;
        total.firstFailure ??= result.firstFailure;
      }
    }
    return totals.map((total) => ({
      ...summarize(total.latencies, total.ok, total.failed, total.seconds),
      // Per answer, a shell included: it is what the server spent on that request.
      cpuMs: (total.cpu * 1000) / Math.max(total.ok + total.failed, 1),
      firstFailure: total.firstFailure,
    }));
  }

  const cell = (result) =>
    `${fmt.rps(result.rps)} · ${fmt.ms(result.p99)} · ${result.cpuMs.toFixed(2)} ms` +
    (result.failed
      ? ` · ${result.failed} not ok (${((100 * result.failed) / (result.ok + result.failed)).toFixed(1)}%)`
      : '');
  const lines = [
    `| endpoint, 50 connections unless said (req/s · p99 · server CPU per request) | ${sides.map((side) => side.label).join(' | ')} | bare |`,
    `|---|${sides.map(() => '---').join('|')}|---|`,
  ];
  const resultsOf = new Map();
  const derived = [];
  for (const endpoint of endpoints) {
    const { label } = endpoint;
    log(label);
    const headers = {
      ...(endpoint.user ? { cookie: await signIn(host.baseUrl, endpoint.user) } : {}),
      ...endpoint.headers,
    };
    const targets = sides.map((side) => ({
      target: { url: `${side.baseUrl}${endpoint.path}`, headers },
      pid: side.child.pid,
    }));
    if (endpoint.bare)
      targets.push({ target: { url: `${bare.baseUrl}${endpoint.bare}` }, pid: bare.child.pid });
    const results = await measureAll(targets, endpoint.load);
    resultsOf.set(label, results);
    for (const [index, result] of results.entries()) {
      if (result.failed)
        log(
          `${label} on ${sides[index]?.label ?? 'bare'}: ${result.failed} failed: ${result.firstFailure}`,
        );
    }
    const bareCell = endpoint.bare ? cell(results.at(-1)) : '–';
    lines.push(
      `| ${label} | ${results.slice(0, sides.length).map(cell).join(' | ')} | ${bareCell} |`,
    );
    const api = resultsOf.get(endpoint.api);
    if (api) {
      const ratios = sides.map((_, index) => fmt.ratio(results[index].rps / api[index].rps));
      derived.push(
        `| ${label.split(' (')[0]} req/s ÷ ${endpoint.api}'s | ${ratios.join(' | ')} | |`,
      );
    }
    if (endpoint.bare) {
      const floor = results.at(-1);
      const ratios = sides.map(
        (_, index) =>
          `${fmt.ratio(results[index].rps / floor.rps)} · p99 ${fmt.ratio(results[index].p99 / floor.p99)}`,
      );
      derived.push(`| ${label} against bare (req/s · p99) | ${ratios.join(' | ')} | |`);
    }
  }
  if (derived.length) {
    lines.push(`| **ratios** |${sides.map(() => '').join(' |')} | |`, ...derived);
  }
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  // The host last: it owns the database the others are connected to.
  await Promise.all(servers.filter(({ label }) => label !== 'host').map(({ stop }) => stop()));
  await servers.find(({ label }) => label === 'host')?.stop();
  for (const worktree of worktrees) {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  }
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
