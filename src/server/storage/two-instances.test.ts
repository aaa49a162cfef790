import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TDashboard } from '@shared/schemas/dashboard';
import type { TMemory } from '@shared/schemas/memories';
import { createCoupleFixture } from '@test/couple-fixtures';
import { phoneJpeg } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { uploadAvatar } from '@test/profile-fixtures';
import { setupStorageTestApp } from '@test/storage-drivers';
import { setupTestApp, type TestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

// Two server instances behind a load balancer: one PostgreSQL, one S3 bucket, the same
// BETTER_AUTH_SECRET (createTestApp's), nothing shared on disk.
const first = setupStorageTestApp('S3');
const second = setupTestApp(
  () => first.s3?.env ?? {},
  () => ({ databaseUrl: first.databaseUrl }),
);

/** A request on the given instance with a caller's session cookie, as a browser sends it. */
const on = (instance: TestApp, cookie: string, path: string) =>
  instance.app.request(path, { headers: { cookie } });

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('photos across two instances on one S3 bucket', () => {
  it("serves A's avatar uploaded on instance 1 to B on instance 2, and forgets it for both once deleted", async () => {
    const { a, b } = await createCoupleFixture(first);
    const uploaded = await uploadAvatar(a.client, await phoneJpeg(400, 300));
    expect(uploaded.status).toBe(200);
    const ownUrl = uploaded.body.avatarUrl ?? '';

    // B's dashboard on instance 2 signs A's avatar for B; the bytes come from the bucket.
    const dashboard = await on(second, b.client.cookieHeader, '/api/dashboard');
    expect(dashboard.status).toBe(200);
    const partnerUrl = ((await dashboard.json()) as TDashboard).partner?.avatarUrl ?? '';
    expect(partnerUrl).toMatch(/^\/api\/storage\/avatars\//);
    const seenByB = await on(second, b.client.cookieHeader, partnerUrl);
    expect(seenByB.status).toBe(200);
    expect(seenByB.headers.get('content-type')).toBe('image/jpeg');
    const seenByA = await on(first, a.client.cookieHeader, ownUrl);
    expect(seenByA.status).toBe(200);
    expect((await bytesOf(seenByB)).equals(await bytesOf(seenByA))).toBe(true);
    // Any instance verifies any instance's signature: no sticky sessions needed.
    expect((await on(first, b.client.cookieHeader, partnerUrl)).status).toBe(200);
    // Nothing on either instance's disk: the bucket is the only copy.
    expect(first.hasLocalUploads()).toBe(false);
    expect(existsSync(join(second.dataDir, 'uploads'))).toBe(false);

    const removed = await a.client.delete('/api/profile/avatar');
    expect(removed.status).toBe(204);
    expect((await on(second, b.client.cookieHeader, partnerUrl)).status).toBe(404);
    expect((await on(first, a.client.cookieHeader, ownUrl)).status).toBe(404);
    const after = await on(second, b.client.cookieHeader, '/api/dashboard');
    expect(((await after.json()) as TDashboard).partner?.avatarUrl).toBeNull();
    expect((await first.listStored()).filter((key) => key.startsWith('avatars/'))).toEqual([]);
  });

  it('serves a memory photo created on instance 1 to the partner on instance 2, and deletes it for both', async () => {
    const { a, b } = await createCoupleFixture(first);
    const created = await createMemory(a.client, {
      fields: { title: 'Atardecer en la playa' },
      file: { bytes: await phoneJpeg(500, 320) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const memory = created.body;

    const read = await on(second, b.client.cookieHeader, `/api/memories/${memory.id}`);
    expect(read.status).toBe(200);
    const forB = (await read.json()) as TMemory;
    for (const [urlOfB, urlOfA] of [
      [forB.imageUrl, memory.imageUrl],
      [forB.thumbnailUrl, memory.thumbnailUrl],
    ]) {
      const seenByB = await on(second, b.client.cookieHeader, urlOfB ?? '');
      const seenByA = await on(first, a.client.cookieHeader, urlOfA ?? '');
      expect([seenByB.status, seenByA.status]).toEqual([200, 200]);
      expect((await bytesOf(seenByB)).equals(await bytesOf(seenByA))).toBe(true);
    }

    expect((await a.client.delete(`/api/memories/${memory.id}`)).status).toBe(204);
    expect((await on(second, b.client.cookieHeader, forB.imageUrl ?? '')).status).toBe(404);
    expect((await on(second, b.client.cookieHeader, forB.thumbnailUrl ?? '')).status).toBe(404);
    expect((await on(first, a.client.cookieHeader, memory.imageUrl ?? '')).status).toBe(404);
    expect((await first.listStored()).filter((key) => key.startsWith('memories/'))).toEqual([]);
  });
});
