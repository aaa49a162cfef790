import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyArchive } from '@server/backup/archive-verify';
import { runningEmbeddedUrl } from '@server/db/embedded-connection';
import { readCoupleSpace, seedCoupleSpace } from '@test/backup-fixtures';
import type { CoupleFixture } from '@test/couple-fixtures';
import { readableOutput } from '@test/log-capture';
import { freePort, startServer, waitForHealth } from '@test/server-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, remoteApp } from './podman';

// `npm run test:upgrade`: the previous version (a commit one migration behind, UPGRADE_FROM to
// choose another) started on a new data directory, a couple's memories with photos written
// through its API, then this version started on the same data: it backs the data up, migrates
// it, and the couple finds everything (docs/TESTING.md, "The container").

/** "An Idempotency-Key answers only within the couple it was used in" added 0021; before it. */
const PREVIOUS = process.env.UPGRADE_FROM ?? 'be6455557901f4220944938cd2bb8b7f8f064dee';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-upgrade-'));
// The embedded PostgreSQL runs as the `postgres` user when the tests run as root.
fs.chmodSync(work, 0o755);
const previousDir = path.join(work, 'previous');
const dataDir = path.join(work, 'data');
const backups = path.join(dataDir, 'backups');
const children: ChildProcess[] = [];
let port: number;
let couple: CoupleFixture;
let before: { a: unknown; b: unknown };

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** The previous commit's tree, with this checkout's packages when its lockfile is the same. */
function checkOutPrevious() {
  fs.mkdirSync(previousDir);
  execFileSync('sh', ['-c', `git archive ${PREVIOUS} | tar -x -C ${previousDir}`], { cwd: ROOT });
  let sameLock = true;
  try {
    git('diff', '--quiet', PREVIOUS, 'HEAD', '--', 'package-lock.json');
  } catch {
    sameLock = false;
  }
  if (sameLock)
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(previousDir, 'node_modules'));
  else
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: previousDir, stdio: 'inherit' });
}

function startPrevious() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: previousDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SKIP_WEB_BUILD: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output: () => output, exited };
}

/** This version, as `npm start` runs it, on the same data directory and port. */
function startCurrent() {
  const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
  children.push(server.child);
  return server;
}

async function stop(server: { child: ChildProcess; exited: Promise<number | null> }) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

const upgradeArchives = () =>
  (fs.existsSync(backups) ? fs.readdirSync(backups) : []).filter((name) =>
    name.startsWith('juntos-before-upgrade-'),
  );

beforeAll(async () => {
  port = await freePort();
  checkOutPrevious();
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`an upgrade from ${PREVIOUS.slice(0, 10)}`, () => {
  it('the previous version keeps a couple with memories and photos', async () => {
    const previous = startPrevious();
    await waitForHealth(port, previous);
    couple = await seedCoupleSpace(remoteApp(`http://127.0.0.1:${port}`));
    before = {
      a: await readCoupleSpace(couple.a.client),
      b: await readCoupleSpace(couple.b.client),
    };
    await stop(previous);
  });

  it('this version backs the data up, migrates it, and the couple finds everything', async () => {
    const started = performance.now();
    const current = startCurrent();
    await waitForHealth(port, current);
    console.log(
      `upgrading start to healthy: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const output = readableOutput(current.output());
    expect(output).toMatch(/the data is at migration \S+, this version brings it to \S+/);
    expect(output).toContain('backed up and verified');
    const [archive] = upgradeArchives();
    const manifest = await verifyArchive(path.join(backups, archive ?? ''));
    expect(manifest.tables.find(({ name }) => name === 'memories')?.rows).toBe(3);
    expect(manifest.files).toHaveLength(9);

    // The same clients: their sessions were written by the previous version.
    expect(await readCoupleSpace(couple.a.client)).toEqual(before.a);
    expect(await readCoupleSpace(couple.b.client)).toEqual(before.b);
    await stop(current);
  });

  it('the next start migrates nothing and lets the upgrade backup go', async () => {
    const again = startCurrent();
    await waitForHealth(port, again);
    for (let attempt = 0; attempt < 50 && upgradeArchives().length > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(upgradeArchives()).toEqual([]);
    expect(await readCoupleSpace(couple.a.client)).toEqual(before.a);
    await stop(again);
  });

  it('data a newer version wrote is refused, with a clear message', async () => {
    const running = startCurrent();
    await waitForHealth(port, running);
    // As a newer version would leave it: one migration this version does not know.
    const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir) ?? '' });
    await client.connect();
    await client.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 99999999999999)`,
    );
    await client.end();
    await stop(running);

    const refused = startCurrent();
    expect(await refused.exited).toBe(1);
    expect(readableOutput(refused.output())).toMatch(
      /written by a newer version of Juntos: its database has \d+ migrations.*Nothing was changed/,
    );
    expect(upgradeArchives()).toEqual([]);
  });
});
