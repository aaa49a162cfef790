import fs from 'node:fs/promises';
import path from 'node:path';
import { ManualClock } from '@server/jobs/clock';
import { createCoupleFixture } from '@test/couple-fixtures';
import { phoneJpeg } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { uploadAvatar } from '@test/profile-fixtures';
import { STORAGE_DRIVERS, setupStorageTestApp } from '@test/storage-drivers';
import { describe, expect, it } from 'vitest';

const HOUR = 60 * 60 * 1000;

describe.each(STORAGE_DRIVERS)('the orphan sweep on the %s', (driver) => {
  const clock = new ManualClock();
  const testApp = setupStorageTestApp(driver, { clock });

  it('removes files no row points at once they are an hour old, and keeps every referenced one', async () => {
    // Files are dated by the store's clock; the app's starts there, as on a server in sync with it.
    clock.set(await testApp.storeNow());
    const { a, couple } = await createCoupleFixture(testApp);
    const memory = await createMemory(a.client, {
      fields: { title: 'Playa', memoryDate: '2025-07-01' },
      file: { bytes: await phoneJpeg() },
    });
    expect(memory.status).toBe(201);
    expect((await uploadAvatar(a.client, await phoneJpeg(200, 200))).status).toBe(200);
    const kept = await testApp.listStored();
    expect(kept.length).toBe(6);

    // What a crash between storing and committing leaves: an image with its thumbnails and no
    // row, and on the disk a half-written temporary.
    const orphan = `${couple.id}/1700000000000-dead.jpg`;
    const bytes = await phoneJpeg();
    await testApp.deps.blobs.put('memories', orphan, bytes, 'image/jpeg');
    await testApp.deps.blobs.put(
      'memories',
      orphan.replace('.jpg', '.thumb.webp'),
      bytes,
      'image/webp',
    );
    await testApp.deps.blobs.put(
      'date-plans',
      `${a.user.id}/1700000000001-dead.jpg`,
      bytes,
      'image/jpeg',
    );
    if (driver === 'local disk') {
      const folder = path.join(testApp.dataDir, 'uploads', 'memories', couple.id);
      const temporary = path.join(folder, '1700000000002-x.thumb.webp.4242.1700000000002.tmp');
      await fs.writeFile(temporary, bytes);
      // Dated as the store dates what it writes: by the app's clock, not the kernel's.
      await fs.utimes(temporary, clock.now(), clock.now());
    }
    const orphans = (await testApp.listStored()).filter((file) => !kept.includes(file));
    expect(orphans.length).toBe(driver === 'local disk' ? 4 : 3);

    // Young files may be an upload about to commit: nothing goes yet.
    expect(await testApp.deps.jobs.runDue('storage.orphan-sweep')).toBe(true);
    expect((await testApp.listStored()).length).toBe(kept.length + orphans.length);

    clock.advance(HOUR + 60_000);
    expect(await testApp.deps.jobs.runDue('storage.orphan-sweep')).toBe(true);
    expect(await testApp.listStored()).toEqual(kept);
    // The referenced photo and avatar still load.
    const reread = await a.client.get<{ imageUrl: string }>(`/api/memories/${memory.body.id}`);
    expect((await a.client.raw(reread.body.imageUrl)).status).toBe(200);
  });

  it('runs once per hour across instances: a second ask within the hour does nothing', async () => {
    clock.advance(HOUR + 60_000);
    expect(await testApp.deps.jobs.runDue('storage.orphan-sweep')).toBe(true);
    expect(await testApp.deps.jobs.runDue('storage.orphan-sweep')).toBe(false);
  });
});
