import { ManualClock } from '@server/jobs/clock';
import type { TChatMessage } from '@shared/schemas/chat';
import { createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { setupTestAppWithPushService } from '@test/push-test-app';
import { describe, expect, it } from 'vitest';
import { PUSH_SENDER_JOB } from '../notifications/notifications.service';
import { CHAT_PUSH_GRACE_MS } from './chat.service';

// 12:00 UTC: awake in Madrid, outside the default quiet hours.
const clock = new ManualClock(new Date('2026-12-01T12:00:00Z'));
const { testApp, pushes } = setupTestAppWithPushService({ clock });

async function subscribe(client: TestClient) {
  const subscription = pushes.service.createSubscription();
  const response = await client.post('/api/notifications/subscriptions', {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    timeZone: 'Europe/Madrid',
    language: 'es',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return subscription;
}

async function send(client: TestClient, text: string) {
  // Messages a moment apart, as people write them (the clock stands still otherwise).
  clock.advance(1_000);
  const response = await client.post<TChatMessage>('/api/chat/messages', { text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The sender job once the grace of the messages sent so far has passed. */
async function runSender() {
  clock.advance(CHAT_PUSH_GRACE_MS + 60_000);
  await testApp.deps.jobs.runDue(PUSH_SENDER_JOB);
}

const settings = (discreet: boolean) => ({
  disabledKinds: [],
  quietStart: '23:00',
  quietEnd: '07:00',
  timeZone: 'Europe/Madrid',
  language: 'es',
  discreet,
});

describe('chat pushes', () => {
  it('one push groups what came meanwhile; an edit rewords it, a deletion drops its words', async () => {
    const couple = await createCoupleFixture(testApp);
    const bruno = await subscribe(couple.b.client);
    const typo = await send(couple.a.client, '¿Cenamos en csa?');
    await couple.a.client.patch(`/api/chat/messages/${typo.id}`, { text: '¿Cenamos en casa?' });
    await runSender();
    expect(pushes.service.problems).toEqual([]);
    expect(pushes.service.pushesTo(bruno.id).map((push) => push.payload)).toEqual([
      { title: 'Ana te ha escrito', body: '¿Cenamos en casa?', url: '/chat', tag: 'chat' },
    ]);

    // Three more within the minute's cap: held, then one push for them all, the newest's words.
    await send(couple.a.client, 'Compro vino');
    const taken = await send(couple.a.client, 'Algo que no quiero decir');
    await send(couple.a.client, 'Y flores 🌷');
    await couple.a.client.delete(`/api/chat/messages/${taken.id}`);
    await runSender();
    const all = pushes.service.pushesTo(bruno.id).map((push) => push.payload);
    expect(all).toHaveLength(2);
    expect(all[1]).toEqual({
      title: 'Ana te ha escrito 2 mensajes',
      body: 'Y flores 🌷',
      url: '/chat',
      tag: 'chat',
    });
    expect(JSON.stringify(all)).not.toContain('no quiero decir');
  });

  it('read on an open screen before the grace ends, the message needs no push', async () => {
    const couple = await createCoupleFixture(testApp);
    const bruno = await subscribe(couple.b.client);
    const message = await send(couple.a.client, 'Estoy en la puerta');
    await couple.b.client.post('/api/chat/marks', { read: message.id });
    await runSender();
    expect(pushes.service.pushesTo(bruno.id)).toEqual([]);
  });

  it('discreet: no name, no words, not even that it is the chat', async () => {
    const couple = await createCoupleFixture(testApp);
    const bruno = await subscribe(couple.b.client);
    const put = await couple.b.client.request('PUT', '/api/notifications', settings(true));
    expect(put.status).toBe(200);
    await send(couple.a.client, 'Mi secreto más bonito');
    await runSender();
    const received = pushes.service.pushesTo(bruno.id);
    expect(received.map((push) => push.payload)).toEqual([
      { title: 'Tienes algo nuevo en Juntos', body: '', url: '/dashboard', tag: 'juntos' },
    ]);
    const text = JSON.stringify(received);
    for (const telling of ['secreto', 'Ana', 'chat', couple.a.fullName]) {
      expect(text).not.toContain(telling);
    }
  });

  it('quiet hours hold it for the morning', async () => {
    clock.set(new Date('2026-12-01T23:30:00Z'));
    const couple = await createCoupleFixture(testApp);
    const bruno = await subscribe(couple.b.client);
    await couple.b.client.request('PUT', '/api/notifications', settings(false));
    await send(couple.a.client, 'Que descanses, amor');
    await runSender();
    expect(pushes.service.pushesTo(bruno.id)).toEqual([]);
    clock.set(new Date('2026-12-02T06:05:00Z'));
    await testApp.deps.jobs.runDue(PUSH_SENDER_JOB);
    expect(pushes.service.pushesTo(bruno.id).map((push) => push.payload.body)).toEqual([
      'Que descanses, amor',
    ]);
  });
});
