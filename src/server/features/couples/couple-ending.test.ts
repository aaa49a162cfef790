import { ENDED_COUPLE_RETENTION_DAYS } from '@shared/couple-ending';
import { MS_PER_DAY } from '@shared/domain/time';
import { coupleChannel, userChannel } from '@shared/realtime-events';
import type { TMyCoupleResponse } from '@shared/schemas/couple';
import type { TDashboard } from '@shared/schemas/dashboard';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { listPhotos, planAction, uploadPhotos } from '@test/date-plan-fixtures';
import { createUserFixture } from '@test/fixtures';
import { phoneJpeg, pngImage } from '@test/image-fixtures';
import { createMemory, listMemories } from '@test/memory-fixtures';
import { uploadAvatar } from '@test/profile-fixtures';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { openRealtimeStream, serveTestApp } from '@test/sse-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it, vi } from 'vitest';
import { findFormerCouples } from './couples.service';

const testApp = setupTestApp();

const coupleOf = async (client: { get: <T>(path: string) => Promise<{ body: T }> }) =>
  (await client.get<TMyCoupleResponse>('/api/couples/me')).body.couple;

describe('ending a couple', () => {
  it('leaves both partners without a couple at once, and tells both live', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const toB = nextRealtimeEvent(testApp, userChannel(b.user.id), 'couples.updated');
    const onCouple = nextRealtimeEvent(testApp, coupleChannel(couple.id), 'couples.updated');
    const ended = await a.client.post('/api/couples/end');
    expect(ended.status).toBe(204);
    expect(await toB).toEqual({ type: 'couples.updated', ids: [couple.id] });
    expect(await onCouple).toEqual({ type: 'couples.updated', ids: [couple.id] });
    expect(await coupleOf(a.client)).toBeNull();
    expect(await coupleOf(b.client)).toBeNull();
    const dashboard = await b.client.get<TDashboard>('/api/dashboard');
    expect(dashboard.body).toMatchObject({ couple: null, partner: null, recentMemories: [] });

    const { rows } = await testApp.deps.pool.query(
      'select status, ended_at, ended_by from couples where id = $1',
      [couple.id],
    );
    expect(rows[0]).toMatchObject({ status: 'ended', ended_by: a.user.id });
    expect(rows[0].ended_at).toBeInstanceOf(Date);
  });

  it('refuses a second end, and one by someone without a couple, with 403 couple.required', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const both = await Promise.all([
      a.client.post('/api/couples/end'),
      b.client.post('/api/couples/end'),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([204, 403]);
    const single = await createUserFixture(testApp);
    const refused = await single.client.post('/api/couples/end');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: 'couple.required' } });
  });

  it('withdraws a pending code instead: nothing was shared yet', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    expect((await a.client.post('/api/couples/end')).status).toBe(204);
    const { rows } = await testApp.deps.pool.query('select 1 from couples where id = $1', [
      couple.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('lets either former partner link with someone new at once, into an empty space', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    expect((await createMemory(a.client, { fields: { title: 'Nuestro viaje' } })).status).toBe(201);
    expect((await a.client.post('/api/couples/end')).status).toBe(204);

    const c = await createUserFixture(testApp, { fullName: 'Carla Ruiz' });
    const withC = await createCoupleFixture(testApp, { a, b: c });
    const page = await listMemories(a.client);
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([]);
    expect((await listMemories(c.client)).body.items).toEqual([]);
    const dashboard = await a.client.get<TDashboard>('/api/dashboard');
    expect(dashboard.body.partner?.id).toBe(c.user.id);
    expect(JSON.stringify(dashboard.body)).not.toContain('Nuestro viaje');
    expect(withC.couple.status).toBe('active');
    // B too, as creator of a new code.
    const d = await createUserFixture(testApp, { fullName: 'Diego Sanz' });
    await createCoupleFixture(testApp, { a: b, b: d });
  });

  it('makes every photo URL issued before the end useless to both former partners', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    await uploadAvatar(a.client, await pngImage());
    const memory = await createMemory(a.client, {
      fields: { title: 'Con foto' },
      file: { bytes: await phoneJpeg() },
    });
    expect(memory.status).toBe(201);
    expect((await planAction(b.client, 7, 'start')).status).toBe(200);
    expect((await uploadPhotos(b.client, 7, [{ bytes: await pngImage() }])).status).toBe(201);

    const forA = (await listMemories(a.client)).body.items[0];
    const forB = (await listMemories(b.client)).body.items[0];
    const dashboardOfB = (await b.client.get<TDashboard>('/api/dashboard')).body;
    const planPhotoOfA = (await listPhotos(a.client, 7)).body.photos[0];
    const urls = [
      [a, forA?.imageUrl],
      [a, forA?.thumbnailUrl],
      [a, planPhotoOfA?.url],
      [b, forB?.imageUrl],
      [b, forB?.largeThumbnailUrl],
      [b, dashboardOfB.recentMemories[0]?.imageUrl],
      [b, dashboardOfB.partner?.avatarUrl],
    ] as const;
    for (const [who, url] of urls) {
      expect(url, 'a URL was issued').toBeTruthy();
      expect((await who.client.raw(url ?? '')).status, url ?? '').toBe(200);
    }

    expect((await b.client.post('/api/couples/end')).status).toBe(204);
    for (const [who, url] of urls) {
      expect((await who.client.raw(url ?? '')).status, url ?? '').toBe(403);
    }
    // Their own avatar stays theirs.
    const ownAvatar = (await a.client.get<{ avatarUrl: string }>('/api/profile')).body.avatarUrl;
    expect((await a.client.raw(ownAvatar)).status).toBe(200);
  });

  it('refuses a URL whose couple was stripped or swapped', async () => {
    const { a } = await createCoupleFixture(testApp);
    const other = await createCoupleFixture(testApp);
    const memory = await createMemory(a.client, {
      fields: { title: 'Con foto' },
      file: { bytes: await phoneJpeg() },
    });
    const url = memory.body.imageUrl ?? '';
    const stripped = url.replace(/&couple=[^&]+/, '');
    const swapped = url.replace(/couple=[^&]+/, `couple=${other.couple.id}`);
    expect((await a.client.raw(url)).status).toBe(200);
    expect((await a.client.raw(stripped)).status).toBe(403);
    expect((await a.client.raw(swapped)).status).toBe(403);
  });

  it("ends the former partners' realtime subscription to the couple", async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const server = await serveTestApp(testApp);
    const stream = await openRealtimeStream(server.origin, b.client.cookieHeader);
    try {
      await stream.next((frame) => frame.event === 'ready');
      // B's stream listens on its user's channel and on the couple's.
      const listening = testApp.deps.bus.listenerCount;
      expect((await a.client.post('/api/couples/end')).status).toBe(204);
      await stream.next(
        (frame) =>
          frame.event === 'invalidate' &&
          frame.data === JSON.stringify({ type: 'couples.updated', ids: [couple.id] }),
      );
      // Once the stream has re-resolved the couple (it leaves the couple's channel), speak on
      // the old couple's channel: nothing may reach B any more.
      await vi.waitFor(() => expect(testApp.deps.bus.listenerCount).toBe(listening - 1), {
        timeout: 5_000,
        interval: 20,
      });
      const client = await testApp.deps.pool.connect();
      try {
        await testApp.deps.bus.publish(
          coupleChannel(couple.id),
          { type: 'memories.changed', ids: ['after-end'] },
          client,
        );
        await testApp.deps.bus.publish(
          userChannel(b.user.id),
          { type: 'profiles.updated', ids: ['still-mine'] },
          client,
        );
      } finally {
        client.release();
      }
      await stream.next((frame) => frame.data.includes('still-mine'));
      expect(stream.invalidations().map((event) => event.ids[0])).not.toContain('after-end');
    } finally {
      await stream.close();
      await server.close();
    }
  });

  it('keeps the ended couple findable for export by both former partners within the window', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    expect(await findFormerCouples(testApp.deps, a.user.id, testApp.deps.clock.now())).toEqual([]);
    expect((await a.client.post('/api/couples/end')).status).toBe(204);
    const now = testApp.deps.clock.now();
    expect((await findFormerCouples(testApp.deps, a.user.id, now))[0]?.id).toBe(couple.id);
    expect((await findFormerCouples(testApp.deps, b.user.id, now))[0]?.id).toBe(couple.id);
    const afterWindow = new Date(now.getTime() + ENDED_COUPLE_RETENTION_DAYS * MS_PER_DAY + 1000);
    expect(await findFormerCouples(testApp.deps, a.user.id, afterWindow)).toEqual([]);
  });
});
