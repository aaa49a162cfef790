import { createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage, uploadFile } from '@test/image-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

type ErrorResponse = { error: { code: string; message: string } };

// test-app's PUBLIC_URL is http://localhost:3000; app.request's own origin is http://localhost.
const testApp = setupTestApp();

const FORBIDDEN = { error: { code: 'forbidden', message: 'errors.forbidden' } };

const coupleStatus = async (id: string) =>
  (await testApp.deps.pool.query('select status from couples where id = $1', [id])).rows[0]?.status;

/** The victim B and the attacker A's pending code. */
async function victimAndCode() {
  const { couple } = await createPendingCoupleFixture(testApp);
  const { client } = await createUserFixture(testApp, { fullName: 'Víctima' });
  return { victim: client, couple };
}

function formWithFile(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  return form;
}

const join = (client: TestClient, code: string, headers: Record<string, string>) =>
  client.request<ErrorResponse>('POST', '/api/couples/join', { code }, headers);

describe('cross-origin requests to our API', () => {
  it.each([
    ['another port of the same host', 'http://localhost:5173'],
    ['a sibling subdomain', 'http://evil.localhost:3000'],
    ['another site', 'https://attacker.example'],
    ['an opaque origin (sandboxed frame)', 'null'],
  ])('refuses a POST from %s with 403, and nothing changes', async (_label, origin) => {
    const { victim, couple } = await victimAndCode();
    const response = await join(victim, couple.coupleCode, { origin });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await coupleStatus(couple.id)).toBe('pending');
  });

  it('refuses what the browser marks Sec-Fetch-Site: cross-site, even without an Origin', async () => {
    const { victim, couple } = await victimAndCode();
    const response = await join(victim, couple.coupleCode, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await coupleStatus(couple.id)).toBe('pending');
  });

  it('refuses a cross-origin upload and DELETE too', async () => {
    const { client } = await createUserFixture(testApp);
    const upload = await client.raw('/api/profile/avatar', {
      method: 'PUT',
      body: formWithFile(await pngImage()),
      headers: { origin: 'http://localhost:5173' },
    });
    expect(upload.status).toBe(403);
    const remove = await client.raw('/api/profile/avatar', {
      method: 'DELETE',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(remove.status).toBe(403);
  });

  it.each([
    ["the request's own origin", 'http://localhost', {}],
    ['PUBLIC_URL', 'http://localhost:3000', {}],
    [
      'the Host it was sent to, over https behind a proxy',
      'https://juntos.example',
      { host: 'juntos.example' },
    ],
  ])('accepts %s', async (_label, origin, extra) => {
    const { victim: partner, couple } = await victimAndCode();
    const response = await join(partner, couple.coupleCode, {
      origin,
      'sec-fetch-site': 'same-origin',
      ...extra,
    });
    expect(response.status).toBe(200);
    expect(await coupleStatus(couple.id)).toBe('active');
  });

  it('lets requests without Origin through (curl, other servers), and reads never checked', async () => {
    const { client } = await createUserFixture(testApp);
    const upload = await uploadFile(client, '/api/profile/avatar', await pngImage(), {
      method: 'PUT',
      type: 'image/png',
    });
    expect(upload.status).toBe(200);
    const read = await client.request('GET', '/api/profile', undefined, {
      origin: 'https://attacker.example',
    });
    expect(read.status).toBe(200);
  });

  it('leaves /api/auth/* to better-auth', async () => {
    // better-auth checks Origin itself (against trustedOrigins in auth.ts); it turns that check
    // off when it detects a test run, so here it only shows that our 403 is not in its way.
    const { client, email } = await createUserFixture(testApp);
    const response = await client.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: 'wrong-password' },
      { origin: 'https://attacker.example' },
    );
    expect(response.body).not.toEqual(FORBIDDEN);
  });
});

describe('JSON bodies', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a urlencoded form', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])('are only read as application/json: %s is a 415 and nothing changes', async (_l, type) => {
    const { victim, couple } = await victimAndCode();
    const response = await victim.raw('/api/couples/join', {
      method: 'POST',
      body: JSON.stringify({ code: couple.coupleCode }),
      headers: type ? { 'content-type': type } : {},
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: 'errors.unsupportedMediaType' },
    });
    expect(await coupleStatus(couple.id)).toBe('pending');
  });

  it('are read with a charset parameter', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.raw('/api/profile', {
      method: 'PATCH',
      body: JSON.stringify({ fullName: 'Con charset' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(200);
  });

  it('are refused with 415 on sign-in too, before better-auth sees them', async () => {
    const { client, email } = await createUserFixture(testApp);
    const response = await client.raw('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'whatever' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { message: 'errors.unsupportedMediaType' },
    });
  });
});
