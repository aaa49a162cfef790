import { ManualClock } from '@server/jobs/clock';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { uploadPhotos } from '@test/date-plan-fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { type PushService, startPushService, type TestSubscription } from '@test/push-service';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PUSH_REMINDERS_JOB, PUSH_SENDER_JOB } from './notifications.service';

const VAPID = webpush.generateVAPIDKeys();
const env = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: 'mailto:pareja@example.com',
};
// 12:00 UTC is 13:00 in Madrid and 07:00 in New York: awake in Madrid, quiet in New York.
const clock = new ManualClock(new Date('2026-11-24T12:00:00Z'));
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});
// The loopback push service is trusted by its exact origin, as only a test may do.
const testEnv = () => ({ ...env, PUSH_SERVICE_HOSTS: push.origin });
const first = setupTestApp(testEnv, { clock });
const second = setupTestApp(testEnv, () => ({ databaseUrl: first.databaseUrl, clock }));

async function subscribe(client: TestClient, zone = 'Europe/Madrid', language = 'es') {
  const subscription = push.createSubscription();
  const body: TestSubscription & { timeZone: string; language: string } = {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    timeZone: zone,
    language,
  };
  const response = await client.post<TNotificationSettings>(
    '/api/notifications/subscriptions',
    body,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return subscription;
}

/** One run of the sender, a minute later (each run claims its own minute). */
async function runSender(app = first) {
  clock.advance(60_000);
  return app.deps.jobs.runDue(PUSH_SENDER_JOB);
}

async function runReminders() {
  clock.advance(15 * 60_000);
  expect(await first.deps.jobs.runDue(PUSH_REMINDERS_JOB)).toBe(true);
}

const titlesOf = (id: string) => push.pushesTo(id).map((p) => p.payload.title);

async function addMemory(client: TestClient, title: string, memoryDate = '') {
  const response = await createMemory(client, { fields: { title, memoryDate } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function subscribedCouple(zones: [string, string] = ['Europe/Madrid', 'Europe/Madrid']) {
  const couple = await createCoupleFixture(first, { relationshipStartDate: '2026-08-16' });
  const a = await subscribe(couple.a.client, zones[0]);
  const b = await subscribe(couple.b.client, zones[1]);
  return { couple, a, b };
}

// The clock only moves forward from one test to the next: each sender run claims its minute.
describe('web push', () => {
  it('tells the partner, never the actor, of a memory, an emotion and a quiz ready to compare', async () => {
    clock.set(new Date('2026-11-24T12:00:00Z'));
    const { couple, a, b } = await subscribedCouple();
    await couple.b.client.post('/api/games/quiz', {
      q1: 'sleepIn',
      q2: 'mountains',
      q3: 'picnic',
      q4: 'time',
      q5: 'silentHug',
    });
    await runSender();
    // Bruno answered first: nothing to compare yet, so nobody is told.
    expect(push.pushesTo(a.id)).toEqual([]);

    await addMemory(couple.a.client, 'Atardecer en Cádiz');
    await couple.a.client.post('/api/emotions', { emotionType: 'feliz' });
    await couple.a.client.post('/api/games/quiz', {
      q1: 'sleepIn',
      q2: 'beach',
      q3: 'picnic',
      q4: 'time',
      q5: 'silentHug',
    });
    await runSender();

    expect(push.problems).toEqual([]);
    expect(push.pushesTo(a.id)).toEqual([]);
    const received = push.pushesTo(b.id).map((p) => p.payload);
    expect(received).toEqual(
      expect.arrayContaining([
        {
          title: 'Ana añadió un recuerdo',
          body: '«Atardecer en Cádiz» 📸',
          url: '/memories',
          tag: 'memory',
        },
        {
          title: 'Ana compartió cómo se siente',
          body: 'Entra a verlo 💗',
          url: '/emotion-jar',
          tag: 'emotion',
        },
        {
          title: 'Ana terminó el test',
          body: '¡Ya podéis comparar respuestas! 💞',
          url: '/games',
          tag: 'quiz',
        },
      ]),
    );
    expect(received).toHaveLength(3);
    const memoryPush = push.pushesTo(b.id).find((p) => p.payload.tag === 'memory');
    expect(memoryPush).toMatchObject({
      vapidKey: VAPID.publicKey,
      vapidSubject: env.VAPID_SUBJECT,
      topic: 'memory',
    });
  });

  it('reminds both of an event tomorrow, a milestone, a hungry pet and un día como hoy', async () => {
    clock.set(new Date('2026-11-24T12:00:00Z'));
    // Together since 16 August: 24 November is their 100th day. 12:00 UTC is 13:00 in Madrid
    // and 21:00 in Tokyo, the same calendar day, and not yet quiet in either.
    const { couple, a, b } = await subscribedCouple(['Europe/Madrid', 'Asia/Tokyo']);
    await couple.a.client.post('/api/events', {
      title: 'Cena con los suegros',
      eventDate: '2026-11-25',
      eventType: 'plan',
    });
    await couple.a.client.post('/api/pet', { petType: 'cat', petName: 'Michi' });
    await first.deps.pool.query('update couple_pets set hunger = 5 where couple_id = $1', [
      couple.couple.id,
    ]);
    await addMemory(couple.a.client, 'Nuestro primer viaje', '2025-11-24');
    await runReminders();
    await runReminders(); // a second scan queues nothing twice
    await runSender();
    for (const subscription of [a, b]) {
      const reminders = push.pushesTo(subscription.id).filter((p) => p.payload.tag !== 'memory');
      expect(new Set(reminders.map((p) => p.payload.title))).toEqual(
        new Set([
          'Mañana tenéis un plan',
          '¡100 días juntos!',
          'Michi tiene hambre',
          'Un día como hoy',
        ]),
      );
    }
    expect(push.pushesTo(b.id).find((p) => p.payload.tag === 'onThisDay')?.payload).toMatchObject({
      body: '«Nuestro primer viaje» ✨',
      url: '/dashboard',
    });
    // The hungry pet asks at most once a day.
    push.clear();
    clock.advance(2 * 60 * 60_000);
    await runReminders();
    await runSender();
    expect(push.pushesTo(a.id).filter((p) => p.payload.tag === 'petHungry')).toEqual([]);
  });

  it('holds pushes inside the receiver’s quiet hours, in their own time zone, until the morning', async () => {
    // 21:30 UTC: 22:30 in Madrid (quiet), 16:30 in New York (awake).
    clock.set(new Date('2026-11-24T21:30:00Z'));
    const { couple, a, b } = await subscribedCouple(['America/New_York', 'Europe/Madrid']);
    await addMemory(couple.a.client, 'Noche de estrellas');
    await addMemory(couple.b.client, 'Desayuno juntos');
    await runSender();
    expect(titlesOf(b.id)).toEqual([]);
    expect(titlesOf(a.id)).toEqual(['Bruno añadió un recuerdo']);

    clock.set(new Date('2026-11-25T06:58:00Z')); // 07:59 in Madrid: still quiet
    await runSender();
    expect(titlesOf(b.id)).toEqual([]);
    await runSender(); // 08:00 in Madrid
    expect(titlesOf(b.id)).toEqual(['Ana añadió un recuerdo']);
  });

  it('sends at most one push of a kind an hour, then the ones that waited as one', async () => {
    clock.set(new Date('2026-11-26T10:00:00Z'));
    const { couple, b } = await subscribedCouple();
    await addMemory(couple.a.client, 'Uno');
    await runSender();
    await addMemory(couple.a.client, 'Dos');
    await addMemory(couple.a.client, 'Tres');
    await addMemory(couple.a.client, 'Cuatro');
    await runSender();
    expect(titlesOf(b.id)).toEqual(['Ana añadió un recuerdo']);
    clock.advance(58 * 60_000);
    await runSender();
    expect(titlesOf(b.id)).toHaveLength(2);
    expect(push.pushesTo(b.id)[1]?.payload).toMatchObject({
      title: 'Ana añadió 3 recuerdos',
      body: 'Entra a verlos juntos 📸',
    });
  });

  it('drops a subscription the push service calls gone (410) and retries a failure with backoff', async () => {
    clock.set(new Date('2026-11-27T10:00:00Z'));
    const { couple, b } = await subscribedCouple();
    const laptop = await subscribe(couple.b.client);
    push.answer(b.id, 410);
    push.answer(laptop.id, 503);
    await addMemory(couple.a.client, 'Lluvia en París');
    await runSender();
    const rows = await first.deps.pool.query(
      'select endpoint from push_subscriptions where user_id = $1',
      [couple.b.user.id],
    );
    expect(rows.rows.map((row) => row.endpoint)).toEqual([laptop.endpoint]);
    const pending = await first.deps.pool.query(
      'select attempts, finished_at from push_outbox where user_id = $1',
      [couple.b.user.id],
    );
    expect(pending.rows).toEqual([{ attempts: 1, finished_at: null }]);

    push.answer(laptop.id, 0);
    await runSender(); // a minute later: the backoff's first wait is over
    expect(titlesOf(laptop.id)).toEqual(['Ana añadió un recuerdo']);
  });

  it('sends once when two instances run the sender at the same moment', async () => {
    clock.set(new Date('2026-11-28T10:00:00Z'));
    const { couple, b } = await subscribedCouple();
    await addMemory(couple.a.client, 'Dos servidores');
    clock.advance(60_000);
    const ran = await Promise.all([
      first.deps.jobs.runDue(PUSH_SENDER_JOB),
      second.deps.jobs.runDue(PUSH_SENDER_JOB),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(titlesOf(b.id)).toEqual(['Ana añadió un recuerdo']);
  });
  it('tells the partner of photos added to a date plan', async () => {
    clock.set(new Date('2026-11-28T14:00:00Z'));
    const { couple, a, b } = await subscribedCouple();
    expect((await couple.b.client.post('/api/date-plans/7/start', {})).status).toBe(200);
    const uploaded = await uploadPhotos(couple.b.client, 7, [
      { bytes: await pngImage() },
      { bytes: await pngImage() },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await runSender();
    expect(titlesOf(a.id)).toEqual(['Bruno añadió 2 fotos de vuestra cita']);
    expect(titlesOf(b.id)).toEqual([]);
  });
});

describe('notification settings', () => {
  let couple: CoupleFixture;
  beforeAll(async () => {
    couple = await createCoupleFixture(first);
  });

  it('keeps switches, quiet hours, zone and language, and queues nothing for a kind switched off', async () => {
    clock.set(new Date('2026-11-29T12:00:00Z'));
    const initial = await couple.b.client.get<TNotificationSettings>('/api/notifications');
    expect(initial.body).toMatchObject({
      disabledKinds: [],
      quietStart: '22:00',
      quietEnd: '08:00',
      vapidPublicKey: VAPID.publicKey,
      subscriptionCount: 0,
    });
    const b = await subscribe(couple.b.client, 'Europe/Lisbon', 'pt');
    const saved = await couple.b.client.request<TNotificationSettings>(
      'PUT',
      '/api/notifications',
      {
        disabledKinds: ['emotion'],
        quietStart: '23:30',
        quietEnd: '07:15',
        timeZone: 'Europe/Lisbon',
        language: 'pt',
      },
    );
    expect(saved.body).toMatchObject({
      disabledKinds: ['emotion'],
      quietStart: '23:30',
      subscriptionCount: 1,
    });
    await couple.a.client.post('/api/emotions', { emotionType: 'feliz' });
    await addMemory(couple.a.client, 'Pastéis de nata');
    await runSender();
    expect(titlesOf(b.id)).toEqual(['Ana adicionou uma memória']);

    const bad = await couple.b.client.request('PUT', '/api/notifications', {
      disabledKinds: ['nope'],
      quietStart: '25:00',
      quietEnd: '07:15',
      timeZone: 'Mars/Olympus',
      language: 'pt',
    });
    expect(bad.status).toBe(400);
    const removed = await couple.b.client.post<TNotificationSettings>(
      '/api/notifications/subscriptions/remove',
      { endpoint: b.endpoint },
    );
    expect(removed.body.subscriptionCount).toBe(0);
  });

  it('needs a session', async () => {
    const { TestClient } = await import('@test/http-client');
    const anonymous = new TestClient(first);
    expect((await anonymous.get('/api/notifications')).status).toBe(401);
  });
});
