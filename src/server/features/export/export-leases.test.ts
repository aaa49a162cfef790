import { randomBytes } from 'node:crypto';
import { createCoupleFixture } from '@test/couple-fixtures';
import { readJsonResponse } from '@test/http-client';
import { setupStorageTestApp } from '@test/storage-drivers';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

// An export streams for as long as the download lasts: one at a time per user, held by a lease
// in the database that every instance sees (the archive's contents: export.test.ts).
describe('one export at a time', () => {
  const testApp = setupStorageTestApp('local disk');
  // A second instance on the same database: the lease holds across instances.
  const otherInstance = setupTestApp({}, () => ({ databaseUrl: testApp.databaseUrl }));

  it('refuses a second export of the same user while the first streams, then allows it', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    // More than the stream's buffers hold, so the first download stays open until read.
    for (const n of [1, 2, 3]) {
      const path = `${couple.id}/big-${n}.jpg`;
      await testApp.deps.blobs.put('memories', path, randomBytes(2 * 1024 * 1024), 'image/jpeg');
      await testApp.deps.pool.query(
        'insert into memories (couple_id, created_by, title, image_url) values ($1, $2, $3, $4)',
        [couple.id, a.user.id, `Grande ${n}`, path],
      );
    }
    const first = await a.client.raw('/api/export');
    expect(first.status).toBe(200);
    expect((await a.client.get('/api/export/status')).body).toEqual({
      isRunning: true,
      canExport: true,
      formerCouples: [],
    });

    const second = await a.client.get('/api/export');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { message: 'export.alreadyRunning' } });
    const elsewhere = await readJsonResponse(
      await otherInstance.app.request('/api/export', {
        headers: { cookie: a.client.cookieHeader },
      }),
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({ error: { message: 'export.alreadyRunning' } });
    // One at a time per user: the partner's own export is not held up.
    const partner = await b.client.raw('/api/export');
    expect(partner.status).toBe(200);
    await partner.arrayBuffer();

    await first.body?.cancel();
    await expect
      .poll(async () => (await a.client.get('/api/export/status')).body)
      .toEqual({ isRunning: false, canExport: true, formerCouples: [] });
    expect((await a.client.raw('/api/export', { method: 'HEAD' })).status).toBe(200);
    const again = await a.client.raw('/api/export');
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    await expect
      .poll(async () => (await a.client.get('/api/export/status')).body)
      .toEqual({ isRunning: false, canExport: true, formerCouples: [] });
  });
});

describe('a lease left by an instance that died', () => {
  const testApp = setupStorageTestApp('local disk');

  it('holds the next export back only until it expires', async () => {
    const { a } = await createCoupleFixture(testApp);
    const plant = (offset: string) =>
      testApp.deps.pool.query(
        `insert into export_leases (user_id, lease_id, expires_at)
         values ($1, gen_random_uuid(), now() + $2::interval)
         on conflict (user_id) do update set expires_at = excluded.expires_at`,
        [a.user.id, offset],
      );
    await plant('1 minute');
    expect((await a.client.get('/api/export')).status).toBe(409);
    await plant('-1 second');
    const response = await a.client.raw('/api/export');
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });
});
