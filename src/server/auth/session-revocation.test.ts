import { createUserFixture } from '@test/fixtures';
import { readJsonResponse } from '@test/http-client';
import { type EventStream, readEventStream } from '@test/sse-client';
import { setupTestApp, type TestApp } from '@test/test-app';
import { afterEach, describe, expect, it } from 'vitest';

// Two server instances on one database, as behind a load balancer: cookies captured before a
// sign-out (the session token and the signed 5-minute cache cookie) are replayed on both.
const first = setupTestApp();
const second = setupTestApp({}, () => ({ databaseUrl: first.databaseUrl }));
const streams: EventStream[] = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

/** A request with exactly these cookies, as an attacker replaying them would send it. */
async function replay(
  testApp: TestApp,
  cookie: string,
  method: string,
  path: string,
  json?: unknown,
) {
  const headers: Record<string, string> = { cookie };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const body = json === undefined ? undefined : JSON.stringify(json);
  return readJsonResponse(await testApp.app.request(path, { method, headers, body }));
}

async function openStream(testApp: TestApp, cookie: string) {
  const response = await testApp.app.request('/api/realtime', { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  streams.push(stream);
  await stream.next((frame) => frame.event === 'ready');
  return stream;
}

async function isEnded(stream: EventStream, withinMs: number): Promise<boolean> {
  try {
    await stream.next(() => false, withinMs);
  } catch (error) {
    return error instanceof Error && error.message.startsWith('Stream ended');
  }
  return false;
}

describe('after sign-out, replayed cookies', () => {
  it('read, write and stream nothing on either instance', async () => {
    const { client, user } = await createUserFixture(first, { fullName: 'Antes' });
    const cookie = client.cookieHeader;
    expect(cookie).toContain('better-auth.session_data=');
    // Both instances have verified (and cached) the session before it is signed out.
    for (const testApp of [first, second]) {
      expect((await replay(testApp, cookie, 'GET', '/api/profile')).status).toBe(200);
    }
    const streamOnFirst = await openStream(first, cookie);
    const streamOnSecond = await openStream(second, cookie);
    const bystander = await createUserFixture(first);
    const bystanderStream = await openStream(second, bystander.client.cookieHeader);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);

    // The instance that answered the sign-out refuses at once; the other within a second.
    expect((await replay(first, cookie, 'GET', '/api/profile')).status).toBe(401);
    await expect
      .poll(async () => (await replay(second, cookie, 'GET', '/api/profile')).status, {
        timeout: 1000,
        interval: 50,
      })
      .toBe(401);
    for (const testApp of [first, second]) {
      const read = await replay(testApp, cookie, 'GET', '/api/profile');
      expect(read.status).toBe(401);
      expect(read.body).toMatchObject({ error: { message: 'errors.unauthorized' } });
      // And the browser is told to drop the dead cookies.
      expect(read.headers.getSetCookie().join('\n')).toMatch(
        /better-auth\.session_token=;[^\n]*Max-Age=0/i,
      );
      const session = await replay(testApp, cookie, 'GET', '/api/auth/get-session');
      expect(session.body).toBeNull();
      const rename = await replay(testApp, cookie, 'PATCH', '/api/profile', {
        fullName: 'Después',
      });
      expect(rename.status).toBe(401);
      const couple = await replay(testApp, cookie, 'POST', '/api/couples', {
        relationshipStartDate: '2022-01-01',
      });
      expect(couple.status).toBe(401);
      const stream = await testApp.app.request('/api/realtime', { headers: { cookie } });
      expect(stream.status).toBe(401);
    }
    expect(await isEnded(streamOnFirst, 1000)).toBe(true);
    expect(await isEnded(streamOnSecond, 1000)).toBe(true);
    expect(await isEnded(bystanderStream, 300)).toBe(false);

    const stored = await first.deps.pool.query(
      'select p.full_name, (select count(*)::int from couples c where c.user1_id = $1) as couples ' +
        'from profiles p where p.id = $1',
      [user.id],
    );
    expect(stored.rows[0]).toEqual({ full_name: 'Antes', couples: 0 });
  });

  it('stop working when the session row is deleted by other means (an account deletion)', async () => {
    const { client, user } = await createUserFixture(first);
    const cookie = client.cookieHeader;
    expect((await replay(second, cookie, 'GET', '/api/profile')).status).toBe(200);
    const stream = await openStream(second, cookie);
    await first.deps.pool.query('delete from users where id = $1', [user.id]);
    expect(await isEnded(stream, 1000)).toBe(true);
    await expect
      .poll(async () => (await replay(second, cookie, 'GET', '/api/profile')).status, {
        timeout: 1000,
        interval: 50,
      })
      .toBe(401);
  });
});
