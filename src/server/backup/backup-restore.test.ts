import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  readCoupleSpace,
  runBackupScript,
  seedCoupleSpace,
  serverClient,
  signIn,
} from '@test/backup-fixtures';
import type { CoupleFixture } from '@test/couple-fixtures';
import { freePort, type RunningServer, startServer, waitForHealth } from '@test/server-process';
import { setupTestApp, TEST_SECRET } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchiveFile } from './archive-file';
import { ZBackupManifest } from './backup-manifest';
import { readTar } from './tar-reader';

// A seeded app (test database, photos on its data directory's disk) backed up with the real
// command, restored into a fresh data directory with its own embedded PostgreSQL, and the app
// started there as `npm start` does: the same people sign in and see the same space.

const source = setupTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'juntos-backup-'));
// The embedded PostgreSQL runs as the `postgres` user when the tests run as root.
fs.chmodSync(work, 0o755);
const running: RunningServer[] = [];
let couple: CoupleFixture;
/** The source app's push public key: browsers subscribed with it. */
let vapidPublicKey: string;

const pushKeyOf = async (client: CoupleFixture['a']['client']) =>
  (await client.get<{ vapidPublicKey: string }>('/api/notifications')).body.vapidPublicKey;

beforeAll(async () => {
  couple = await seedCoupleSpace(source, { withChat: true });
  vapidPublicKey = await pushKeyOf(couple.a.client);
});

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

async function readManifest(file: string) {
  for await (const entry of readTar(await readArchiveFile(file))) {
    if (entry.name !== 'manifest.json') continue;
    const chunks: Buffer[] = [];
    for await (const chunk of entry.content) chunks.push(chunk);
    return ZBackupManifest.parse(JSON.parse(Buffer.concat(chunks).toString()));
  }
  throw new Error('no manifest');
}

const rowsOf = (manifest: Awaited<ReturnType<typeof readManifest>>, table: string) =>
  manifest.tables.find(({ name }) => name === table)?.rows;

describe('npm run backup and npm run restore, embedded PostgreSQL and photos on disk', () => {
  const archive = path.join(work, 'juntos.tar.gz');
  const restoredDir = path.join(work, 'restored');

  it('backs up the database and every file, and restores them into a fresh data directory', async () => {
    const backup = await runBackupScript('backup', archive, {
      DATABASE_URL: source.databaseUrl,
      DATA_DIR: source.dataDir,
      BETTER_AUTH_SECRET: TEST_SECRET,
    });
    expect(backup.code, backup.output).toBe(0);
    const manifest = await readManifest(archive);
    expect(rowsOf(manifest, 'memories')).toBe(3);
    expect(rowsOf(manifest, 'chat_messages')).toBe(2);
    expect(rowsOf(manifest, 'chat_hearts')).toBe(1);
    expect(rowsOf(manifest, 'chat_read_marks')).toBe(2);
    expect(rowsOf(manifest, 'users')).toBe(2);
    expect(rowsOf(manifest, '__drizzle_migrations')).toBe(manifest.migrations.hashes.length);
    // Two photos and an avatar, each with its two thumbnails.
    expect(manifest.files).toHaveLength(9);
    expect(manifest.authSecret).toBe('environment');
    expect(manifest.vapidKeys).toBe('included');
    expect(manifest.tableFiles?.map(({ name }) => name)).toContain(
      'db/public/memories/000000.copy',
    );

    const restore = await runBackupScript('restore', archive, { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored \d+ rows and 9 files/);
    expect(restore.output).not.toMatch(/Warning/);
    // The same key pair, so every browser's subscription keeps receiving.
    expect(fs.readFileSync(path.join(restoredDir, 'vapid-keys.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(source.dataDir, 'vapid-keys.json'), 'utf8').trim(),
    );
    expect((fs.statSync(path.join(restoredDir, 'vapid-keys.json')).mode & 0o777).toString(8)).toBe(
      '600',
    );
  }, 120_000);

  it('gives the same app: same sign-in, same memories, same photos', async () => {
    const port = await freePort();
    const server = startServer({ DATA_DIR: restoredDir, PORT: String(port) });
    running.push(server);
    await waitForHealth(port, server);
    for (const partner of [couple.a, couple.b]) {
      const restored = serverClient(`http://127.0.0.1:${port}`);
      await signIn(restored, partner.email);
      const original = await readCoupleSpace(partner.client, { withChat: true });
      expect(original.memories.filter((memory) => memory.image && memory.thumbnail)).toHaveLength(
        2,
      );
      expect(original.chat).toHaveLength(2);
      expect(original.chatMarks).toMatchObject({ unread: 0 });
      expect(await readCoupleSpace(restored, { withChat: true })).toEqual(original);
      expect(await pushKeyOf(restored)).toBe(vapidPublicKey);
    }

    const over = await runBackupScript('restore', archive, { DATA_DIR: restoredDir });
    expect(over.code).toBe(1);
    expect(over.output).toMatch(/The app is running on the data directory/);

    // A backup of the running server goes through the database it started.
    const again = path.join(work, 'running.tar');
    const backup = await runBackupScript('backup', again, { DATA_DIR: restoredDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/The app is running/);
    const manifest = await readManifest(again);
    expect(rowsOf(manifest, 'memories')).toBe(3);
    expect(manifest.files).toHaveLength(9);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('backs up a stopped server by starting its database, and refuses to restore over data', async () => {
    const nowhere = path.join(work, 'mistyped');
    const missing = await runBackupScript('backup', path.join(work, 'x.tar'), {
      DATA_DIR: nowhere,
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/There is no database in/);
    expect(fs.existsSync(nowhere)).toBe(false);

    const stopped = path.join(work, 'stopped.tar.gz');
    const backup = await runBackupScript('backup', stopped, { DATA_DIR: restoredDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Starting the embedded PostgreSQL/);
    expect(rowsOf(await readManifest(stopped), 'memories')).toBe(3);

    const restore = await runBackupScript('restore', archive, { DATA_DIR: restoredDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/Refusing to restore: the database already holds data/);
    expect(restore.output).toMatch(/Nothing was changed/);
  }, 120_000);
});
