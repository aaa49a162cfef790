import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ManualClock } from '@server/jobs/clock';
import { afterEach, expect, it } from 'vitest';
import { createBlobStore } from './create-blob-store';
import { createLocalBlobStore } from './local-blob-store';

let root = '';
const clock = new ManualClock(new Date('2026-04-05T06:07:08Z'));
afterEach(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

it("keeps people's photos readable by the server's user alone: files 0600, folders 0700", async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-blob-modes-'));
  const uploads = path.join(root, 'uploads');
  const previous = process.umask(0o022);
  try {
    const blobs = createLocalBlobStore(uploads, clock);
    await blobs.put('avatars', 'user-1/photo.webp', Buffer.from('x'), 'image/webp');
  } finally {
    process.umask(previous);
  }
  const mode = async (relative: string) =>
    (await fs.stat(path.join(uploads, relative))).mode & 0o777;
  expect(await mode('avatars/user-1/photo.webp')).toBe(0o600);
  expect(await mode('avatars/user-1')).toBe(0o700);
  expect(await mode('avatars')).toBe(0o700);
  expect(await mode('.')).toBe(0o700);
});

it("leaves DATA_DIR reachable: the embedded PostgreSQL's own user needs its folder in it", async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-blob-modes-'));
  const dataDir = path.join(root, 'data');
  const previous = process.umask(0o022);
  try {
    await createLocalBlobStore(path.join(dataDir, 'uploads'), clock).put(
      'memories',
      'couple-1/photo.webp',
      Buffer.from('x'),
      'image/webp',
    );
    // Starting on a DATA_DIR that does not exist (a mistyped one) creates nothing.
    await createBlobStore({ s3: null, dataDir: path.join(root, 'other') }, () => {}, clock);
  } finally {
    process.umask(previous);
  }
  expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o755);
  expect(await fs.stat(path.join(root, 'other')).catch(() => null)).toBeNull();
  expect((await fs.stat(path.join(dataDir, 'uploads'))).mode & 0o777).toBe(0o700);
});

it('closes the uploads folder of an install that wrote it open before', async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-blob-modes-'));
  const uploads = path.join(root, 'uploads');
  await fs.mkdir(uploads, { mode: 0o755 });
  await fs.chmod(uploads, 0o755);
  await createBlobStore({ s3: null, dataDir: root }, () => {}, clock);
  expect((await fs.stat(uploads)).mode & 0o777).toBe(0o700);
});

it("dates each file by the app's clock, which the orphan sweep compares it with", async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-blob-dates-'));
  const blobs = createLocalBlobStore(path.join(root, 'uploads'), clock);
  await blobs.put('memories', 'couple-1/a.jpg', Buffer.from('abc'), 'image/jpeg');
  clock.advance(90_000);
  await blobs.put('memories', 'couple-1/b.jpg', Buffer.from('abc'), 'image/jpeg');
  const listed = [];
  for await (const blob of blobs.list('memories')) listed.push(blob);
  expect(listed.map(({ path, lastModified }) => [path, lastModified.toISOString()]).sort()).toEqual(
    [
      ['couple-1/a.jpg', '2026-04-05T06:07:08.000Z'],
      ['couple-1/b.jpg', '2026-04-05T06:08:38.000Z'],
    ],
  );
});
