import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  editJson,
  readCoupleSpace,
  rewriteArchive,
  runBackupScript,
  STACK_LINE,
  seedCoupleSpace,
  signIn,
} from '@test/backup-fixtures';
import type { CoupleFixture } from '@test/couple-fixtures';
import { createScratchDatabase, type ScratchDatabase } from '@test/database';
import { TestClient } from '@test/http-client';
import { startTestS3, type TestS3 } from '@test/s3-server';
import { setupStorageTestApp } from '@test/storage-drivers';
import { createTestApp, TEST_SECRET } from '@test/test-app';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The same round trip with photos in S3 and the database behind DATABASE_URL: backed up from
// one bucket and database, restored into an empty database and an empty bucket.

const source = setupStorageTestApp('S3');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-backup-s3-'));
const archive = path.join(work, 'juntos.tar');
const cleanups: Array<() => Promise<void>> = [];
let couple: CoupleFixture;

async function emptyDatabase(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase(inject('adminDatabaseUrl'), {
    prefix: 'juntos_restore',
  });
  cleanups.push(database.drop);
  return database;
}

async function emptyBucket(): Promise<TestS3> {
  const s3 = await startTestS3('juntos-restored');
  cleanups.push(s3.close);
  return s3;
}

async function hasUsersTable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(`select to_regclass('public.users') as name`);
    if (!result.rows[0].name) return false;
    return (await client.query('select 1 from users')).rowCount !== 0;
  } finally {
    await client.end();
  }
}

const restoreInto = (database: ScratchDatabase, s3: TestS3, file = archive) =>
  runBackupScript('restore', file, {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(work, 'data'),
    ...s3.env,
  });

beforeAll(async () => {
  couple = await seedCoupleSpace(source);
  const backup = await runBackupScript('backup', archive, {
    DATABASE_URL: source.databaseUrl,
    DATA_DIR: source.dataDir,
    BETTER_AUTH_SECRET: TEST_SECRET,
    ...source.s3?.env,
  });
  expect(backup.code, backup.output).toBe(0);
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with photos in S3 and DATABASE_URL', () => {
  it('restores into an empty database and bucket, and the app there is the same', async () => {
    const database = await emptyDatabase();
    const s3 = await emptyBucket();
    const restore = await restoreInto(database, s3);
    expect(restore.code, restore.output).toBe(0);
    expect(await s3.listKeys()).toEqual(await source.listStored());

    const restored = await createTestApp(s3.env, { databaseUrl: database.url });
    cleanups.push(restored.close);
    for (const partner of [couple.a, couple.b]) {
      const client = new TestClient(restored);
      await signIn(client, partner.email);
      expect(await readCoupleSpace(client)).toEqual(await readCoupleSpace(partner.client));
    }

    const again = await restoreInto(database, await emptyBucket());
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/Refusing to restore: the database already holds data/);
  }, 120_000);

  it('refuses a bucket that already holds files, before touching the database', async () => {
    const full = await emptyBucket();
    expect((await restoreInto(await emptyDatabase(), full)).code).toBe(0);
    const database = await emptyDatabase();
    const restore = await restoreInto(database, full);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/the photo store \(S3 bucket juntos-restored\) already holds/);
    expect(await hasUsersTable(database.url)).toBe(false);
  }, 120_000);

  it('rolls a damaged archive back: no rows, no files', async () => {
    const cut = path.join(work, 'cut.tar');
    const bytes = fs.readFileSync(archive);
    // Cut inside the last photo: the rows and the first files went in before the failure.
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 12_000));
    const database = await emptyDatabase();
    const s3 = await emptyBucket();
    const restore = await restoreInto(database, s3, cut);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/truncated/);
    expect(restore.output).toMatch(/Nothing was restored/);
    expect(restore.output).not.toMatch(STACK_LINE);
    expect(await hasUsersTable(database.url)).toBe(false);
    expect(await s3.listKeys()).toEqual([]);
  }, 120_000);

  it('refuses a table file with one changed byte before loading anything', async () => {
    const changed = path.join(work, 'one-byte.tar');
    await rewriteArchive(archive, changed, (name, bytes) => {
      if (!name.startsWith('db/public/memories/')) return bytes;
      // Same length, same row count: only the sha256 can tell.
      const at = bytes.indexOf('Recuerdo 0');
      expect(at).toBeGreaterThan(-1);
      const copy = Buffer.from(bytes);
      copy[at + 'Recuerdo '.length] = '9'.charCodeAt(0);
      return copy;
    });
    const database = await emptyDatabase();
    const s3 = await emptyBucket();
    const restore = await restoreInto(database, s3, changed);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(
      /The archive is damaged: the table file db\/public\/memories\/000000\.copy is not what the backup wrote/,
    );
    expect(restore.output).toMatch(/Nothing was changed/);
    expect(restore.output).not.toMatch(STACK_LINE);
    // Refused before the database was touched: not even the migrations ran.
    expect(await hasUsersTable(database.url)).toBe(false);
    expect(await s3.listKeys()).toEqual([]);
  }, 120_000);

  it('refuses an archive whose list of table checksums was removed', async () => {
    const stripped = path.join(work, 'no-checksums.tar');
    await rewriteArchive(archive, stripped, (name, bytes) =>
      name === 'tables.sha256.json' ? null : bytes,
    );
    const database = await emptyDatabase();
    const restore = await restoreInto(database, await emptyBucket(), stripped);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/the sha256 list of its tables .* is missing/);
    expect(await hasUsersTable(database.url)).toBe(false);
  }, 120_000);

  it('restores a backup made before table checksums, with a warning', async () => {
    const older = path.join(work, 'older.tar');
    await rewriteArchive(archive, older, (name, bytes) => {
      if (name === 'tables.sha256.json') return null;
      if (name === 'backup.json') return editJson(bytes, (header) => delete header.tableChecksums);
      if (name === 'manifest.json') {
        return editJson(bytes, (manifest) => {
          delete manifest.tableChecksums;
          delete manifest.tableFiles;
          delete manifest.vapidKeys;
        });
      }
      return bytes;
    });
    const database = await emptyDatabase();
    const restore = await restoreInto(database, await emptyBucket(), older);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(
      /Warning: this backup was made .* before backups recorded a sha256/,
    );
    expect(await hasUsersTable(database.url)).toBe(true);
  }, 120_000);
});
