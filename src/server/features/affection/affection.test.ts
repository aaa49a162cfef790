import { ManualClock } from '@server/jobs/clock';
import { coupleChannel, userChannel } from '@shared/realtime-events';
import type { TAffectionTap, TAffectionToday } from '@shared/schemas/affection';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import type { TComment } from '@shared/schemas/reactions';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { uploadPhotos } from '@test/date-plan-fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { setupTestAppWithPushService } from '@test/push-test-app';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { describe, expect, it } from 'vitest';
import { PUSH_SENDER_JOB } from '../notifications/notifications.service';

const clock = new ManualClock(new Date('2026-11-24T12:00:00Z'));
const { testApp, pushes } = setupTestAppWithPushService({ clock });

const MADRID = { 'x-time-zone': 'Europe/Madrid' };

const tap = async (client: TestClient, headers: Record<string, string> = MADRID) => {
  const response = await client.request<TAffectionTap>(
    'POST',
    '/api/affection',
    undefined,
    headers,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};
const today = async (client: TestClient, headers: Record<string, string> = MADRID) => {
  const response = await client.request<TAffectionToday>(
    'GET',
    '/api/affection',
    undefined,
    headers,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

async function subscribe(client: TestClient, zone = 'Europe/Madrid') {
  const subscription = pushes.service.createSubscription();
  const response = await client.post<TNotificationSettings>('/api/notifications/subscriptions', {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    timeZone: zone,
    language: 'es',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return subscription;
}

/** One run of the sender a minute later (each run claims its own minute). */
async function runSender() {
  clock.advance(60_000);
  await testApp.deps.jobs.runDue(PUSH_SENDER_JOB);
}

const titlesTo = (id: string) => pushes.service.pushesTo(id).map((p) => p.payload.title);

// The clock only moves forward from one test to the next: each sender run claims its minute.
describe('pienso en ti', () => {
  it('counts both partners’ taps of the day; a heart reaches the partner’s open screen', async () => {
    clock.advance(3 * 3_600_000);
    const couple = await createCoupleFixture(testApp);
    const received = nextRealtimeEvent(
      testApp,
      userChannel(couple.b.user.id),
      'affection.received',
    );
    const changed = nextRealtimeEvent(
      testApp,
      coupleChannel(couple.couple.id),
      'affection.changed',
    );
    const first = await tap(couple.a.client);
    expect(first).toMatchObject({ sentByMe: 1, sentByPartner: 0, isPushed: true });
    expect((await received).ids).toHaveLength(1);
    expect((await changed).ids).toEqual((await received).ids);

    await tap(couple.a.client);
    await tap(couple.b.client);
    expect(await today(couple.b.client)).toMatchObject({
      sentByMe: 1,
      sentByPartner: 2,
      partnerName: expect.stringContaining('Ana'),
    });
    expect(await today(couple.a.client)).toMatchObject({ sentByMe: 2, sentByPartner: 1 });
  });

  it('a tap within a minute of the last only adds to the count, even two at once', async () => {
    clock.advance(3_600_000);
    const couple = await createCoupleFixture(testApp);
    const taps = await Promise.all([1, 2, 3, 4].map(() => tap(couple.a.client)));
    expect(taps.filter((t) => t.isPushed)).toHaveLength(1);
    clock.advance(30_000);
    expect((await tap(couple.a.client)).isPushed).toBe(false);
    clock.advance(60_000);
    expect((await tap(couple.a.client)).isPushed).toBe(true);
    expect((await today(couple.b.client)).sentByPartner).toBe(6);
  });

  it('"today" is the reader’s own day, wherever they are', async () => {
    clock.set(new Date('2026-12-01T23:30:00Z'));
    const couple = await createCoupleFixture(testApp);
    await tap(couple.a.client, { 'x-time-zone': 'UTC' });
    // 23:30 UTC is already tomorrow in Kiritimati (UTC+14) and still today in Pago Pago (UTC-11).
    const east = await today(couple.b.client, { 'x-time-zone': 'Pacific/Kiritimati' });
    expect(east).toMatchObject({ today: '2026-12-02', sentByPartner: 1 });
    clock.advance(2 * 3_600_000);
    const utc = await today(couple.b.client, { 'x-time-zone': 'UTC' });
    expect(utc).toMatchObject({ today: '2026-12-02', sentByPartner: 0 });
    const west = await today(couple.b.client, { 'x-time-zone': 'Pacific/Pago_Pago' });
    expect(west).toMatchObject({ today: '2026-12-01', sentByPartner: 1 });
  });

  it('pushes "Ana está pensando en ti" unless the heart was seen live', async () => {
    clock.set(new Date('2026-12-05T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const a = await subscribe(couple.a.client);
    const b = await subscribe(couple.b.client);
    await tap(couple.a.client);
    await runSender();
    expect(pushes.service.problems).toEqual([]);
    expect(pushes.service.pushesTo(b.id).map((p) => p.payload)).toEqual([
      {
        title: 'Ana está pensando en ti',
        body: 'Un pequeño latido para ti 💗',
        url: '/dashboard',
        tag: 'thinking',
      },
    ]);
    expect(pushes.service.pushesTo(a.id)).toEqual([]);

    // Bruno's open screen showed Ana's heart: no push for him.
    await tap(couple.b.client);
    expect((await couple.a.client.post('/api/affection/seen')).status).toBe(204);
    await runSender();
    expect(pushes.service.pushesTo(a.id)).toEqual([]);
  });

  it('within quiet hours, holds the taps for the morning as one grouped push', async () => {
    // 23:00 in Madrid: quiet until 08:00.
    clock.set(new Date('2026-12-10T22:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const b = await subscribe(couple.b.client);
    for (const _ of [1, 2, 3]) {
      await tap(couple.a.client);
      clock.advance(5 * 60_000);
    }
    await runSender();
    expect(pushes.service.pushesTo(b.id)).toEqual([]);
    clock.set(new Date('2026-12-11T07:00:30Z'));
    await runSender();
    expect(titlesTo(b.id)).toEqual(['Ana ha pensado en ti 3 veces']);
  });

  it('has its own switch in Notificaciones', async () => {
    clock.set(new Date('2026-12-15T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const b = await subscribe(couple.b.client);
    const settings = await couple.b.client.put('/api/notifications', {
      disabledKinds: ['thinking'],
      quietStart: '22:00',
      quietEnd: '08:00',
      timeZone: 'Europe/Madrid',
      language: 'es',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    await tap(couple.a.client);
    await runSender();
    expect(pushes.service.pushesTo(b.id)).toEqual([]);
  });

  it("takes at most 30 taps a minute from one person, a script's pace, with a translated 429", async () => {
    clock.set(new Date('2026-11-24T12:00:00Z'));
    const { a, b } = await createCoupleFixture(testApp);
    for (let count = 0; count < 30; count++) await tap(a.client);
    const refused = await a.client.request('POST', '/api/affection', undefined, MADRID);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { message: 'affection.tooMany' } });
    // Each person their own limit, and the refused tap was no tap.
    await tap(b.client);
    expect(await today(b.client)).toMatchObject({ sentByMe: 1, sentByPartner: 30 });
    // A minute after the first of them, a tap counts again.
    clock.advance(60_000);
    await tap(a.client);
  });

  it('refuses a body: the tap takes none (malformed JSON, a JSON object, 900 KB)', async () => {
    const { a } = await createCoupleFixture(testApp);
    for (const body of ['{nope', '{}', JSON.stringify({ junk: 'x'.repeat(900_000) })]) {
      const response = await a.client.raw('/api/affection', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...MADRID },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: 'errors.unexpectedBody' } });
    }
    expect(await today(a.client)).toMatchObject({ sentByMe: 0 });
  });

  it('is scoped to the couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/affection', body: null },
      { outsider: 'own-data', requiresCouple: true },
    );
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/affection' },
      {
        setup: async (owner) => {
          await tap(owner.a.client);
        },
        outsider: 'own-data',
        requiresCouple: true,
      },
    );
    const { outsider } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/affection/seen' },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect(await today(outsider.a.client)).toMatchObject({ sentByMe: 0, sentByPartner: 0 });
  });
});

describe('a push for a new comment', () => {
  it('tells the partner, never the author, with the comment’s first line', async () => {
    clock.set(new Date('2026-12-20T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const a = await subscribe(couple.a.client);
    const b = await subscribe(couple.b.client);
    const memory = await createMemory(couple.a.client, { fields: { title: 'Atardecer en Cádiz' } });
    await runSender();
    clock.advance(2 * 3_600_000);
    const posted = await couple.b.client.post<TComment>(
      `/api/reactions/memory/${memory.body.id}/comments`,
      { text: 'El mejor día\ndel verano' },
    );
    expect(posted.status).toBe(201);
    await runSender();
    expect(pushes.service.pushesTo(a.id).map((p) => p.payload)).toContainEqual({
      title: 'Bruno comentó «Atardecer en Cádiz»',
      body: '«El mejor día» 💬',
      url: '/memories',
      tag: 'comment',
    });
    expect(titlesTo(b.id).some((title) => title.includes('comentó'))).toBe(false);
  });
});

describe('a comment taken back before its push went out', () => {
  it('deleted: the partner gets no push quoting it; edited: the push quotes the new text', async () => {
    clock.set(new Date('2026-12-22T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const a = await subscribe(couple.a.client);
    await subscribe(couple.b.client);
    const memory = await createMemory(couple.a.client, { fields: { title: 'Atardecer en Cádiz' } });
    const path = `/api/reactions/memory/${memory.body.id}/comments`;

    // Written in a rush and deleted at once: it must not reach Ana's lock screen.
    const regretted = await couple.b.client.post<TComment>(path, { text: 'Oops, otro chat' });
    expect(regretted.status).toBe(201);
    const deleted = await couple.b.client.delete(`/api/reactions/comments/${regretted.body.id}`);
    expect(deleted.status).toBe(204);
    await runSender();
    expect(pushes.service.pushesTo(a.id)).toEqual([]);

    // A typo fixed before the push left: the push says what the thread now says.
    const typo = await couple.b.client.post<TComment>(path, { text: 'Te qiero' });
    expect(typo.status).toBe(201);
    const fixed = await couple.b.client.patch<TComment>(`/api/reactions/comments/${typo.body.id}`, {
      text: 'Te quiero',
    });
    expect(fixed.status).toBe(200);
    await runSender();
    expect(pushes.service.pushesTo(a.id).map((p) => p.payload.body)).toEqual(['«Te quiero» 💬']);
  });
});

describe('a memory or photo deleted before its comments’ pushes went out', () => {
  it('neither partner gets a push quoting a comment on it', async () => {
    clock.set(new Date('2026-12-24T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const a = await subscribe(couple.a.client);
    const b = await subscribe(couple.b.client);
    const memory = await createMemory(couple.a.client, { fields: { title: 'Atardecer en Cádiz' } });
    const upload = await uploadPhotos(couple.a.client, 4, [{ bytes: await pngImage() }]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const photoId = upload.body.photos.at(-1)?.id;
    for (const path of [`memory/${memory.body.id}`, `photo/${photoId}`]) {
      for (const [client, text] of [
        [couple.b.client, 'Qué bonito'],
        [couple.a.client, 'Repetimos'],
      ] as const) {
        const posted = await client.post(`/api/reactions/${path}/comments`, { text });
        expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      }
    }
    // Both pushes of each comment wait in the outbox; then the memory and the photo go.
    expect((await couple.a.client.delete(`/api/memories/${memory.body.id}`)).status).toBe(204);
    const photoGone = await couple.a.client.delete(`/api/date-plans/photos/${photoId}`);
    expect(photoGone.status).toBe(204);
    await runSender();
    // "comentó …" alone or "dejó N comentarios" grouped: none of them.
    const commentPushes = [...titlesTo(a.id), ...titlesTo(b.id)].filter((title) =>
      title.includes('coment'),
    );
    expect(commentPushes).toEqual([]);
    // A comment on a memory still there still goes out: only the deleted ones' are dropped.
    const kept = await createMemory(couple.a.client, { fields: { title: 'Nochebuena' } });
    const posted = await couple.b.client.post(`/api/reactions/memory/${kept.body.id}/comments`, {
      text: 'Feliz Navidad',
    });
    expect(posted.status).toBe(201);
    clock.advance(2 * 3_600_000);
    await runSender();
    expect(pushes.service.pushesTo(a.id).map((p) => p.payload.body)).toContain(
      '«Feliz Navidad» 💬',
    );
  });
});
