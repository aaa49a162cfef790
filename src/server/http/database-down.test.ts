import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { createTestApp, setupTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const database = setupTestApp();

/** A TCP relay to PostgreSQL that the test can cut, as a database going down does. */
async function startCuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe('while the database is down', () => {
  let relay: Awaited<ReturnType<typeof startCuttableRelay>>;
  let app: TestApp;
  beforeAll(async () => {
    relay = await startCuttableRelay(new URL(database.databaseUrl));
    app = await createTestApp({}, { databaseUrl: relay.url });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with a translated message, never 500', async () => {
    const { client, email } = await createUserFixture(app);
    expect((await client.get('/api/profile')).status).toBe(200);
    await relay.cut();

    for (const [method, path, body] of [
      ['GET', '/api/profile', undefined],
      ['GET', '/api/memories', undefined],
      ['POST', '/api/emotions', { emotionType: 'feliz' }],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'otra-clave-987654' },
      ],
      ['POST', '/api/auth/sign-out', {}],
    ] as const) {
      const answer = await client.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.body).toMatchObject({ error: { message: 'errors.serviceUnavailable' } });
    }
    const signIn = await new TestClient(app).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toMatchObject({ error: { message: 'errors.serviceUnavailable' } });
  });
});
