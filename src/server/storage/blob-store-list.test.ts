import fs from 'node:fs';
import path from 'node:path';
import { S3_ENV_SHAPE, s3Settings } from '@server/s3-config';
import { STORAGE_DRIVERS, setupStorageTestApp } from '@test/storage-drivers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ListedBlob, TBucket } from './blob-store';

async function listAll(
  store: { list: (bucket: TBucket) => AsyncIterable<ListedBlob> },
  bucket: TBucket,
) {
  const listed: ListedBlob[] = [];
  for await (const blob of store.list(bucket)) listed.push(blob);
  // Written together, so dated together, by the store's clock (S3's own, or the app's on disk).
  const times = listed.map((blob) => blob.lastModified.getTime());
  if (times.length > 0) expect(Math.max(...times) - Math.min(...times)).toBeLessThan(60_000);
  return listed
    .map(({ path, size }) => ({ path, size }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

describe.each(STORAGE_DRIVERS)('BlobStore.list on the %s', (driver) => {
  const testApp = setupStorageTestApp(driver);

  it('lists every blob of one bucket with its size, and nothing of the others', async () => {
    const { blobs } = testApp.deps;
    await blobs.put('memories', 'couple-1/a.jpg', Buffer.from('abc'), 'image/jpeg');
    await blobs.put('memories', 'couple-1/deeper/b.webp', Buffer.from('abcdef'), 'image/webp');
    await blobs.put('avatars', 'user-1/me.png', Buffer.from('x'), 'image/png');
    if (driver === 'local disk') {
      // A `put` still writing: its temporary file is not a blob.
      const temporary = path.join(
        testApp.dataDir,
        'uploads',
        'memories',
        'couple-1',
        'c.jpg.1.2.tmp',
      );
      fs.writeFileSync(temporary, 'partial');
    }
    expect(await listAll(blobs, 'memories')).toEqual([
      { path: 'couple-1/a.jpg', size: 3 },
      { path: 'couple-1/deeper/b.webp', size: 6 },
    ]);
    expect(await listAll(blobs, 'avatars')).toEqual([{ path: 'user-1/me.png', size: 1 }]);
    expect(await listAll(blobs, 'date-plans')).toEqual([]);
  });

  it('goes through every page of a large bucket', async () => {
    // On S3, a store of the same bucket listing in pages of ten (S3 pages at 1,000 keys: the
    // same paging, without writing a thousand objects); the disk has no pages.
    const s3 = testApp.s3 ? s3Settings(z.object(S3_ENV_SHAPE).parse(testApp.s3.env)) : null;
    // Loaded as the app loads it (create-blob-store.ts): the AWS SDK only when S3 is used.
    const store = s3
      ? (await import('./s3-blob-store')).createS3BlobStore(s3, { listPageSize: 10 })
      : testApp.deps.blobs;
    const paths = Array.from(
      { length: 35 },
      (_, index) => `many/${String(index).padStart(4, '0')}.jpg`,
    );
    for (const blobPath of paths) {
      await store.put('date-plans', blobPath, Buffer.from('1'), 'image/jpeg');
    }
    const listed = await listAll(store, 'date-plans');
    expect(listed.map((blob) => blob.path)).toEqual(paths);
    if (s3) await store.close();
  });
});
