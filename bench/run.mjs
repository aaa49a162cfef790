// `npm run bench`: builds, starts the production server on a private data directory, seeds it,
// runs every figure module in bench/figures (see bench/README.md for their contract), stops what
// it started, prints one table and writes it to bench/results/latest.md.
// `npm run bench -- api` runs only the modules whose file name contains "api".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_PASSWORD, seedDatabase } from './lib/seed.mjs';
import { authSecretOf, databaseUrlOf, freePort, ROOT, startServer } from './lib/server.mjs';

// Figure modules may import the app's TypeScript (the bare server signs URLs with its signer).
register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
const { hashPassword } = await import('../src/server/auth/password.ts');

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const only = process.argv.slice(2);

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return log('skipping the build (BENCH_SKIP_BUILD=1)');
  log('building the web app (vite build)...');
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

function machine() {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    cpus: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    load: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
}

function table(rows) {
  const header = ['figure', 'budget', 'measured', 'result'];
  const lines = rows.map((row) => [
    row.figure,
    row.budget,
    row.measured,
    row.pass ? 'pass' : 'FAIL',
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map(
      (cells) => `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`,
    ),
  ].join('\n');
}

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-bench-'));
  // As root, PostgreSQL runs as its own system user, which must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  let server = null;
  const rows = [];
  const startedAt = new Date();
  try {
    log(`starting the production server on ${dataDir}...`);
    server = await startServer({ dataDir, port, log });
    log(
      `first start (new data directory) took ${(server.startupMs / 1000).toFixed(1)} s; seeding...`,
    );
    const databaseUrl = databaseUrlOf(dataDir);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const seedStarted = performance.now();
    const bench = await seedDatabase(pool, await hashPassword(BENCH_PASSWORD));
    await pool.end();
    log(`seeded 1,000 couples in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const ctx = {
      baseUrl: server.baseUrl,
      user: bench.user,
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      dataDir,
      log,
      databaseUrl,
      authSecret: authSecretOf(dataDir),
      bench,
      async restartServer() {
        await server.stop();
        server = await startServer({ dataDir, port, log });
        // The embedded database listens on a new port after each start.
        ctx.databaseUrl = databaseUrlOf(dataDir);
        return { startupMs: server.startupMs };
      },
    };
    const figuresDir = path.join(ROOT, 'bench/figures');
    const modules = fs
      .readdirSync(figuresDir)
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
      .sort();
    for (const file of modules) {
      log(`figure module ${file}...`);
      try {
        const figure = await import(pathToFileURL(path.join(figuresDir, file)).href);
        for (const row of await figure.measure(ctx)) rows.push(row);
      } catch (error) {
        log(`${file} failed: ${error?.stack ?? error}`);
        rows.push({
          figure: file,
          budget: '-',
          measured: `error: ${String(error?.message ?? error).slice(0, 120)}`,
          pass: false,
        });
      }
    }
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
  const output = table(rows);
  console.log(output);
  const info = machine();
  const failed = rows.filter((row) => !row.pass).length;
  const markdown = [
    '# `npm run bench` results',
    '',
    `Run ${startedAt.toISOString()}${only.length ? ` (only: ${only.join(', ')})` : ''}: ${rows.length - failed} pass, ${failed} fail.`,
    '',
    `- os: ${info.os}`,
    `- cpus: ${info.cpus}`,
    `- memory: ${info.memory}`,
    `- node: ${info.node}`,
    `- load average at the end (1, 5, 15 min): ${info.load}`,
    '',
    output,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/latest.md'), markdown);
  log('wrote bench/results/latest.md');
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
