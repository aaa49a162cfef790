import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildDependencies } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { createPool } from '@server/db/client';
import { MIGRATIONS_DIR, runMigrations } from '@server/db/migrate';
import { NewerDataError, readAppliedMigrations } from '@server/db/schema-level';
import { ManualClock } from '@server/jobs/clock';
import { createScratchDatabase, type ScratchDatabase } from '@test/database';
import { machineNow } from '@test/machine-clock';
import { TEST_SECRET } from '@test/test-app';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { verifyArchive } from './archive-verify';
import { findKnownMigrations, migrateTo } from './migration-level';
import { UPGRADE_PREFIX } from './scheduled-backup';

// A start on data an older version left backs it up, then migrates; on data a newer version
// wrote it refuses and changes nothing; a migration that fails leaves the data as it was.
// (`npm run test:upgrade` does the same with the previous commit's real server: docs/TESTING.md.)

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-upgrade-'));
let database: ScratchDatabase;
let dataDir: string;

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const applied = async () => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await readAppliedMigrations(client);
  } finally {
    await client.end();
  }
};

const MINUTE = 60_000;
const clock = new ManualClock(machineNow());

const start = (startClock = clock) =>
  buildDependencies(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    }),
    { databaseUrl: database.url, clock: startClock },
  );

const upgradeArchives = async () =>
  (await fs.readdir(path.join(dataDir, 'backups')).catch(() => [] as string[])).filter((name) =>
    name.startsWith(UPGRADE_PREFIX),
  );

beforeEach(async () => {
  database = await createScratchDatabase(inject('adminDatabaseUrl'), { prefix: 'juntos_upgrade' });
  dataDir = await fs.mkdtemp(path.join(work, 'data-'));
});
afterEach(() => database.drop());
afterAll(() => fs.rm(work, { recursive: true, force: true }));

describe('a start on data an older version left', () => {
  it('backs it up (checked whole) before migrating, and keeps it until the next start', async () => {
    const known = await findKnownMigrations();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await migrateTo(client, known.length - 1);
    await client.end();
    await query(`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.com')`);

    const upgraded = await start();
    await upgraded.started();
    await upgraded.close();
    expect(await applied()).toEqual(known.map(({ hash }) => hash));
    const [archive, ...more] = await upgradeArchives();
    expect(more).toEqual([]);
    expect(archive).toContain(`${UPGRADE_PREFIX}${known.at(-2)?.tag}-`);
    const manifest = await verifyArchive(path.join(dataDir, 'backups', archive ?? ''));
    expect(manifest.migrations.hashes).toHaveLength(known.length - 1);
    expect(manifest.tables.find(({ name }) => name === 'users')?.rows).toBe(1);

    // Another instance that started alongside (it waited for the migration lock, then found
    // nothing to do) leaves it.
    const alongside = await start(new ManualClock(new Date(clock.now().getTime() - MINUTE)));
    await alongside.started();
    await alongside.close();
    expect(await upgradeArchives()).toEqual([archive]);

    // The next start finds nothing to migrate: the upgrade proved itself, its archive goes.
    clock.advance(MINUTE);
    const again = await start();
    await again.started();
    await again.close();
    expect(await upgradeArchives()).toEqual([]);
    expect(await query('select name from users')).toEqual([{ name: 'Ana' }]);
  });

  it('takes no backup of a new database', async () => {
    const fresh = await start();
    await fresh.close();
    expect(await upgradeArchives()).toEqual([]);
  });
});

describe('a start on data a newer version wrote', () => {
  it('refuses with a clear message and changes nothing', async () => {
    const pool = createPool(database.url, 1);
    await runMigrations(pool);
    await pool.end();
    await query(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       values ('a-migration-of-a-newer-version', 99999999999999)`,
    );
    await query(`delete from pet_items`);
    const before = await applied();

    const refused = await start().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NewerDataError);
    expect(String(refused)).toMatch(/written by a newer version of Juntos.*Nothing was changed/);
    expect(await applied()).toEqual(before);
    // Not even the catalogues the start rewrites were touched.
    expect(await query('select count(*)::int as n from pet_items')).toEqual([{ n: 0 }]);
    expect(await upgradeArchives()).toEqual([]);
  });
});

describe('a migration that fails', () => {
  async function foldersWithBrokenMigration(): Promise<string> {
    const folder = path.join(work, `migrations-${path.basename(dataDir)}`);
    await fs.cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_broken' });
    await fs.writeFile(journalFile, JSON.stringify(journal));
    await fs.writeFile(
      path.join(folder, '9999_broken.sql'),
      'CREATE TABLE "upgrade_probe" ("id" integer);\n--> statement-breakpoint\nSELECT 1 / 0;\n',
    );
    return folder;
  }

  it('leaves the database at the level and with the data it had', async () => {
    const pool = createPool(database.url, 1);
    try {
      await runMigrations(pool);
      await query(`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.com')`);
      const before = await applied();
      const folder = await foldersWithBrokenMigration();
      const asked: string[] = [];
      await expect(
        runMigrations(pool, {
          folder,
          beforeUpgrade: async (level) => void asked.push(String(level.appliedTag)),
        }),
      ).rejects.toThrow(/SELECT 1 \/ 0/);
      // Asked to back up first, as a start would have.
      expect(asked).toEqual([(await findKnownMigrations()).at(-1)?.tag]);
      expect(await applied()).toEqual(before);
      expect(await query(`select to_regclass('upgrade_probe') as t`)).toEqual([{ t: null }]);
      expect(await query('select name from users')).toEqual([{ name: 'Ana' }]);

      // A backup that fails stops the start before anything is migrated.
      await expect(
        runMigrations(pool, {
          folder,
          beforeUpgrade: async () => {
            throw new Error('no space left');
          },
        }),
      ).rejects.toThrow('no space left');
      expect(await applied()).toEqual(before);
    } finally {
      await pool.end();
    }
  });
});
