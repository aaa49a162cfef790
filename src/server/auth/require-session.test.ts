import { createUserFixture } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const SESSION_DATA = 'better-auth.session_data';
const SESSION_TOKEN = 'better-auth.session_token';

const setCookieNamed = (headers: Headers, name: string) =>
  headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe('requireSession', () => {
  it('hands on the fresh session cache cookie when the old one has expired', async () => {
    const { client } = await createUserFixture(testApp);
    // The browser drops the 5-minute cache cookie; the session token is still good.
    client.forgetCookie(SESSION_DATA);
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    const cookie = setCookieNamed(response.headers, SESSION_DATA);
    expect(cookie).toMatch(/^better-auth\.session_data=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    // So the next request is answered from the cache again, without a new cookie.
    const next = await client.get('/api/dashboard');
    expect(next.status).toBe(200);
    expect(setCookieNamed(next.headers, SESSION_DATA)).toBeUndefined();
  });

  it('adds nothing while the cache cookie is valid', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.get('/api/dashboard');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('clears the cookies of a session that no longer exists, with the 401', async () => {
    const { client, user } = await createUserFixture(testApp);
    await testApp.deps.pool.query('delete from sessions where user_id = $1', [user.id]);
    client.forgetCookie(SESSION_DATA);
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(401);
    expect(setCookieNamed(response.headers, SESSION_TOKEN)).toMatch(/Max-Age=0/i);
  });
});
