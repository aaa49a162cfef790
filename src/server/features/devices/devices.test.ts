import type { TDevicesResponse, TDevicesSignedOut } from '@shared/schemas/devices';
import { signInFrom, USER_AGENTS } from '@test/device-fixtures';
import { createUserFixture } from '@test/fixtures';
import { readJsonResponse, type TestClient } from '@test/http-client';
import { setupTestApp, type TestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

// Two instances on one database, as behind a load balancer: a session ended through one must
// lose access on both at once, despite the signed 5-minute cookie cache.
const first = setupTestApp();
const second = setupTestApp({}, () => ({ databaseUrl: first.databaseUrl }));

const listOf = async (client: TestClient) => {
  const response = await client.get<TDevicesResponse>('/api/devices');
  expect(response.status).toBe(200);
  return response.body.devices;
};

const replay = async (testApp: TestApp, cookie: string, path = '/api/profile') =>
  readJsonResponse(await testApp.app.request(path, { headers: { cookie } }));

/** One account signed in on an iPhone (sign-up), a Windows PC and an Android phone. */
async function accountOnThreeDevices() {
  const owner = await createUserFixture(first, { fullName: 'Clara Ruiz' });
  const phone = owner.client;
  const pc = await signInFrom(first, owner.email, USER_AGENTS.windowsChrome);
  const android = await signInFrom(first, owner.email, USER_AGENTS.androidFirefox);
  return { owner, phone, pc, android };
}

describe('your devices', () => {
  it('lists the account’s sessions: browser, system, last use, and this device first', async () => {
    const { pc } = await accountOnThreeDevices();
    const devices = await listOf(pc);
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      kind: 'computer',
      isCurrent: true,
    });
    expect(devices.filter((device) => device.isCurrent)).toHaveLength(1);
    expect(devices.map((d) => `${d.browser ?? '-'} ${d.os ?? '-'}`).sort()).toEqual([
      '- -', // The sign-up's client sent no user agent.
      'Chrome Windows',
      'Firefox Android',
    ]);
    for (const device of devices) {
      expect(Date.parse(device.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(device.signedInAt));
      expect(Object.keys(device).sort()).toEqual(
        ['browser', 'id', 'isCurrent', 'kind', 'lastUsedAt', 'os', 'signedInAt'].sort(),
      );
    }
    // No token or cookie value ever appears in the list.
    const tokens = await first.deps.pool.query<{ token: string }>(
      'select token from sessions where id = any($1)',
      [devices.map((d) => d.id)],
    );
    const text = JSON.stringify(devices);
    for (const { token } of tokens.rows) expect(text).not.toContain(token);
  });

  it('ends one other device at once, on every instance, and leaves the rest signed in', async () => {
    const { phone, pc, android } = await accountOnThreeDevices();
    const pcId = (await listOf(pc)).find((d) => d.isCurrent)?.id ?? '';
    // Both instances have verified (and cached) the PC's session before it is ended.
    for (const testApp of [first, second]) {
      expect((await replay(testApp, pc.cookieHeader)).status).toBe(200);
    }

    const ended = await phone.request('DELETE', `/api/devices/${pcId}`);
    expect(ended.status).toBe(204);

    expect((await replay(first, pc.cookieHeader)).status).toBe(401);
    await expect
      .poll(async () => (await replay(second, pc.cookieHeader)).status, {
        timeout: 2000,
        interval: 50,
      })
      .toBe(401);
    expect((await replay(second, pc.cookieHeader, '/api/auth/get-session')).body).toBeNull();
    expect((await listOf(phone)).map((d) => d.id)).not.toContain(pcId);
    expect((await android.get('/api/profile')).status).toBe(200);
    // Gone is gone: a second try is a 404.
    const again = await phone.request('DELETE', `/api/devices/${pcId}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { message: 'devices.errors.notFound' } });
  });

  it('signs out every other device at once, keeping this one', async () => {
    const { phone, pc, android } = await accountOnThreeDevices();
    for (const client of [pc, android]) {
      expect((await replay(second, client.cookieHeader)).status).toBe(200);
    }
    const response = await phone.post<TDevicesSignedOut>('/api/devices/sign-out-others');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedOut: 2 });
    for (const client of [pc, android]) {
      expect((await replay(first, client.cookieHeader)).status).toBe(401);
      await expect
        .poll(async () => (await replay(second, client.cookieHeader)).status, { timeout: 2000 })
        .toBe(401);
    }
    expect((await listOf(phone)).map((d) => d.isCurrent)).toEqual([true]);
    // Nothing else to end: zero, not an error.
    expect((await phone.post('/api/devices/sign-out-others')).body).toEqual({ signedOut: 0 });
  });

  it('refuses to end this device from the list, and names with a bad id as not found', async () => {
    const { phone } = await accountOnThreeDevices();
    const [self] = await listOf(phone);
    const own = await phone.request('DELETE', `/api/devices/${self?.id}`);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ error: { message: 'devices.errors.isCurrent' } });
    expect((await phone.get('/api/profile')).status).toBe(200);
    for (const bad of ['nope', '00000000-0000-4000-8000-000000000000', '%00']) {
      const response = await phone.request('DELETE', `/api/devices/${bad}`);
      expect(response.status, bad).toBe(404);
      expect(response.body).toMatchObject({ error: { message: 'devices.errors.notFound' } });
    }
  });

  it('is person-scoped: another account neither sees nor ends these sessions', async () => {
    const { phone, pc } = await accountOnThreeDevices();
    const ownerIds = (await listOf(phone)).map((d) => d.id);
    // The partner of a couple is just another account here.
    const stranger = await createUserFixture(first, { fullName: 'Otra Persona' });
    const strangerList = await listOf(stranger.client);
    expect(strangerList).toHaveLength(1);
    expect(JSON.stringify(strangerList)).not.toMatch(new RegExp(ownerIds.join('|')));

    for (const id of ownerIds) {
      const response = await stranger.client.request('DELETE', `/api/devices/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { message: 'devices.errors.notFound' } });
    }
    expect(await stranger.client.post('/api/devices/sign-out-others')).toMatchObject({
      body: { signedOut: 0 },
    });
    expect((await listOf(phone)).map((d) => d.id).sort()).toEqual([...ownerIds].sort());
    expect((await pc.get('/api/profile')).status).toBe(200);
  });

  it('remembers each device the account signed in from, without SMTP too', async () => {
    const { owner } = await accountOnThreeDevices();
    const known = await first.deps.pool.query<{ device_key: string }>(
      'select device_key from known_devices where user_id = $1 order by device_key',
      [owner.user.id],
    );
    expect(known.rows.map((row) => row.device_key)).toEqual([
      '?|?|computer',
      'Chrome|Windows|computer',
      'Firefox|Android|phone',
    ]);
  });

  it('needs a session', async () => {
    const anonymous = await replay(first, '', '/api/devices');
    expect(anonymous.status).toBe(401);
  });

  it('marks when a device was last used, at most a minute stale', async () => {
    const { owner, pc } = await accountOnThreeDevices();
    const pcId = (await listOf(pc)).find((d) => d.isCurrent)?.id ?? '';
    await first.deps.pool.query(
      "update sessions set updated_at = now() - interval '3 days' where id = $1",
      [pcId],
    );
    const stale = (await listOf(owner.client)).find((d) => d.id === pcId);
    // Sessions are dated by the database, whose clock is the system's, as the app's is here.
    const now = first.deps.clock.now().getTime();
    expect(now - Date.parse(stale?.lastUsedAt ?? '')).toBeGreaterThan(2 * 86_400_000);
    // The next check of the PC's session on an instance that has not verified it marks the use.
    await replay(second, pc.cookieHeader);
    const fresh = (await listOf(owner.client)).find((d) => d.id === pcId);
    expect(Math.abs(now - Date.parse(fresh?.lastUsedAt ?? ''))).toBeLessThan(60_000);
  });
});
