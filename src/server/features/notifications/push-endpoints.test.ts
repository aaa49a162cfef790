import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@server/jobs/clock';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { createMemory } from '@test/memory-fixtures';
import { type PushService, startPushService } from '@test/push-service';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { MAX_SUBSCRIPTIONS_PER_USER } from './notifications.repository';
import { PUSH_SENDER_JOB } from './notifications.service';

const VAPID = webpush.generateVAPIDKeys();
const clock = new ManualClock(new Date('2026-11-24T12:00:00Z'));

let push: PushService;
/** A "push service" that redirects every push to a path of its own, counting who follows. */
let redirector: { origin: string; hits: string[]; close: () => Promise<void> };

beforeAll(async () => {
  push = await startPushService();
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    if (request.url?.startsWith('/internal')) response.writeHead(200).end('secret');
    else response.writeHead(302, { location: '/internal/admin' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  redirector = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  await push?.close();
  await redirector?.close();
});

const testApp = setupTestApp(
  () => ({
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:pareja@example.com',
    PUSH_SERVICE_HOSTS: `${push.origin},${redirector.origin},push.example.org`,
  }),
  { clock },
);

const keys = () => push.createSubscription().keys;

function subscribe(client: TestClient, endpoint: string) {
  return client.post<TNotificationSettings>('/api/notifications/subscriptions', {
    endpoint,
    keys: keys(),
    timeZone: 'Europe/Madrid',
    language: 'es',
  });
}

describe('push subscriptions: where the server may send', () => {
  it('accepts the public push services and the configured hosts, over https only', async () => {
    const { client } = await createUserFixture(testApp);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc123',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QOa-abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://push.example.org/send/abc',
    ]) {
      const response = await subscribe(client, endpoint);
      expect(response.status, endpoint).toBe(201);
    }
  });

  it('refuses loopback, private and mapped addresses, other hosts, http and odd ports', async () => {
    const { client } = await createUserFixture(testApp);
    // Another port of the trusted loopback origin is not trusted.
    const otherPort = Number(new URL(push.origin).port) + 1;
    for (const endpoint of [
      `http://127.0.0.1:${otherPort}/push/other`,
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/push/abc',
      'https://127.0.0.1/push/abc',
      'https://[::ffff:127.0.0.1]/push/abc',
      'https://[::1]/push/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://notify.windows.com.example/abc',
    ]) {
      const response = await subscribe(client, endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(response.body).toMatchObject({ error: { message: 'errors.pushServiceRefused' } });
    }
    const settings = await client.get<TNotificationSettings>('/api/notifications');
    expect(settings.body.subscriptionCount).toBe(0);
  });

  it(`keeps a person's newest ${MAX_SUBSCRIPTIONS_PER_USER} browsers, however many subscribe`, async () => {
    const { client } = await createUserFixture(testApp);
    for (let index = 0; index < MAX_SUBSCRIPTIONS_PER_USER + 5; index++) {
      const response = await subscribe(client, `https://fcm.googleapis.com/fcm/send/cap-${index}`);
      expect(response.status).toBe(201);
    }
    // And in parallel, where a read-then-write would slip past the cap.
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        subscribe(client, `https://fcm.googleapis.com/fcm/send/cap-parallel-${index}`),
      ),
    );
    const settings = await client.get<TNotificationSettings>('/api/notifications');
    expect(settings.body.subscriptionCount).toBe(MAX_SUBSCRIPTIONS_PER_USER);
  });

  it('binds an endpoint to the account that registered it, until that account lets it go', async () => {
    const ana = await createUserFixture(testApp);
    const mallory = await createUserFixture(testApp, { fullName: 'Mallory' });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/ana-phone';
    expect((await subscribe(ana.client, endpoint)).status).toBe(201);

    const taken = await subscribe(mallory.client, endpoint);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { message: 'errors.pushEndpointTaken' } });
    const count = async (client: TestClient) =>
      (await client.get<TNotificationSettings>('/api/notifications')).body.subscriptionCount;
    expect(await count(ana.client)).toBe(1);
    expect(await count(mallory.client)).toBe(0);
    // Her own browser re-subscribing (new keys) is still hers.
    expect((await subscribe(ana.client, endpoint)).status).toBe(201);

    await ana.client.post('/api/notifications/subscriptions/remove', { endpoint });
    expect((await subscribe(mallory.client, endpoint)).status).toBe(201);
    expect(await count(mallory.client)).toBe(1);
  });

  it('never follows a redirect from a push service', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const subscription = push.createSubscription();
    const response = await b.client.post('/api/notifications/subscriptions', {
      endpoint: `${redirector.origin}/push/b`,
      keys: subscription.keys,
      timeZone: 'Europe/Madrid',
      language: 'es',
    });
    expect(response.status).toBe(201);
    expect(
      (await createMemory(a.client, { fields: { title: 'Redirigido', memoryDate: '' } })).status,
    ).toBe(201);
    clock.advance(60_000);
    expect(await testApp.deps.jobs.runDue(PUSH_SENDER_JOB)).toBe(true);
    expect(redirector.hits).toEqual(['POST /push/b']);
  });
});
