import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const invalidInput = { error: { code: 'bad_request', message: 'errors.invalidInput' } };

describe('better-auth endpoints the web app does not call', () => {
  it.each([
    ['POST', '/api/auth/revoke-session', { token: '\u0000' }],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/delete-user', {}],
    ['GET', '/api/auth/sign-out', undefined],
    ['POST', '/api/auth/get-session', {}],
  ])('%s %s is a 404 in our format', async (method, path, json) => {
    const { client } = await createUserFixture(testApp);
    const response = await client.request(method, path, json);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'errors.notFound' } });
  });
});

describe('values PostgreSQL cannot store, on the endpoints we expose', () => {
  it.each([
    ['a NUL in the sign-out body', '/api/auth/sign-out', { token: '\u0000' }],
    ['a NUL in a key', '/api/auth/sign-out', { 'a\u0000': 1 }],
    ['a lone surrogate', '/api/auth/sign-out', { note: 'a\ud800b' }],
    [
      'a NUL in a reset token',
      '/api/auth/reset-password',
      { newPassword: 'abcdefgh', token: 'a\u0000' },
    ],
  ])('refuses %s with a 400', async (_, path, json) => {
    const { client } = await createUserFixture(testApp);
    const response = await client.post(path, json);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidInput);
    // Refused before better-auth saw it: still signed in.
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  it('refuses a NUL in a field our schemas do not know (callbackURL)', async () => {
    const { email } = await createUserFixture(testApp);
    const response = await new TestClient(testApp).post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
      callbackURL: '/dashboard\u0000',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidInput);
  });

  it.each([
    '/api/auth/verify-email?token=a%00b',
    '/api/auth/get-session?disableCookieCache=%00',
    '/api/auth/get-session?a%00=1',
    // Found by the hostile-input suite: a character no header can carry made better-auth throw
    // while writing the redirect (a 500).
    '/api/auth/verify-email?token=x&callbackURL=%E2%80%AEa%E2%80%AE',
    '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example%2F',
    '/api/auth/verify-email?token=x&callbackURL=%2F%2Fevil.example',
  ])('refuses the query of GET %s with a 400', async (path) => {
    const response = await new TestClient(testApp).get(path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidInput);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.raw('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'token=x',
    });
    expect(response.status).toBe(415);
  });
});
