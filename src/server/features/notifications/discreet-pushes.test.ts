import { ManualClock } from '@server/jobs/clock';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { createMemory } from '@test/memory-fixtures';
import { setupTestAppWithPushService } from '@test/push-test-app';
import { describe, expect, it } from 'vitest';
import { PUSH_SENDER_JOB } from './notifications.service';

// 12:00 UTC: awake in Madrid and Paris, outside the default quiet hours.
const clock = new ManualClock(new Date('2026-12-01T12:00:00Z'));
const { testApp, pushes } = setupTestAppWithPushService({ clock });

async function subscribe(client: TestClient, language: string) {
  const subscription = pushes.service.createSubscription();
  const response = await client.post('/api/notifications/subscriptions', {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    timeZone: 'Europe/Paris',
    language,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return subscription;
}

const settingsBody = (language: string, extra: Record<string, unknown> = {}) => ({
  disabledKinds: [],
  quietStart: '22:00',
  quietEnd: '08:00',
  timeZone: 'Europe/Paris',
  language,
  ...extra,
});

async function runSender() {
  clock.advance(60_000);
  await testApp.deps.jobs.runDue(PUSH_SENDER_JOB);
}

describe('discreet notifications', () => {
  it('is off by default, kept when other settings change, and refused when not a boolean', async () => {
    const couple = await createCoupleFixture(testApp);
    const b = couple.b.client;
    expect((await b.get<TNotificationSettings>('/api/notifications')).body.discreet).toBe(false);

    const on = await b.request<TNotificationSettings>(
      'PUT',
      '/api/notifications',
      settingsBody('es', { discreet: true }),
    );
    expect(on.status).toBe(200);
    expect(on.body.discreet).toBe(true);
    // A kind switch sends no `discreet`: the choice stays.
    const kinds = await b.request<TNotificationSettings>(
      'PUT',
      '/api/notifications',
      settingsBody('es', { disabledKinds: ['quiz'] }),
    );
    expect(kinds.body).toMatchObject({ discreet: true, disabledKinds: ['quiz'] });
    // Subscribing another browser (zone and language) keeps it too.
    await subscribe(b, 'es');
    expect((await b.get<TNotificationSettings>('/api/notifications')).body.discreet).toBe(true);

    const bad = await b.request(
      'PUT',
      '/api/notifications',
      settingsBody('es', { discreet: 'sí' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: 'errors.invalidInput' } });
    // Only the caller's own settings: the partner's are untouched.
    expect(
      (await couple.a.client.get<TNotificationSettings>('/api/notifications')).body.discreet,
    ).toBe(false);

    const off = await b.request<TNotificationSettings>(
      'PUT',
      '/api/notifications',
      settingsBody('es', { discreet: false }),
    );
    expect(off.body.discreet).toBe(false);
  });

  it('pushes carry only "something new", in the reader’s language, with nothing that names', async () => {
    clock.set(new Date('2026-12-01T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const a = await subscribe(couple.a.client, 'es');
    const b = await subscribe(couple.b.client, 'fr');
    await couple.b.client.request(
      'PUT',
      '/api/notifications',
      settingsBody('fr', { discreet: true }),
    );

    const memory = await createMemory(couple.a.client, {
      fields: { title: 'Atardecer secreto en Cádiz', memoryDate: '' },
    });
    expect(memory.status).toBe(201);
    await couple.a.client.post('/api/emotions', { emotionType: 'feliz' });
    await runSender();

    expect(pushes.service.problems).toEqual([]);
    const received = pushes.service.pushesTo(b.id);
    expect(received).toHaveLength(2);
    for (const one of received) {
      // The whole payload the service worker gets, and the push service's topic.
      expect(one.payload).toEqual({
        title: 'Tu as du nouveau sur Juntos',
        body: '',
        url: '/dashboard',
        tag: 'juntos',
      });
      expect(one.topic).toBe('juntos');
      const text = JSON.stringify(one);
      for (const telling of [couple.a.fullName, 'Ana', 'Atardecer', 'memor', 'emotion', 'feliz']) {
        expect(text).not.toContain(telling);
      }
    }

    // The partner who did not choose it still reads who did what.
    await couple.b.client.post('/api/emotions', { emotionType: 'feliz' });
    await runSender();
    expect(pushes.service.pushesTo(a.id).map((p) => p.payload.title)).toEqual([
      `${couple.b.fullName.split(' ')[0]} compartió cómo se siente`,
    ]);
  });
});
