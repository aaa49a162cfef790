import { createUserFixture, TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

type ErrorResponse = { error: { code: string; message: string } };

// Input checks that cut across features; each feature's own rules are tested beside it.

const testApp = setupTestApp();

describe('control characters in single-line text', () => {
  it.each([
    ['a NUL', 'Bo\u0000b'],
    ['an escape', 'Bo\u001b[31mb'],
    ['a line break inside', 'Bo\nb'],
    ['a DEL', 'Bob\u007f'],
    ['a C1 next line', 'Bo\u0085b'],
    ['a C1 control sequence introducer', 'Bo\u009bb'],
    ['a right-to-left override', 'Bo\u202eb'],
    ['a first-strong isolate', '\u2068Bob\u2069'],
    ['a lone surrogate (not turned into U+FFFD)', 'Bo\ud800b'],
  ])(
    'refuses a profile name with %s: 400 validation.nameInvalid, name unchanged',
    async (_l, name) => {
      const { client, user, fullName } = await createUserFixture(testApp);
      const response = await client.patch<ErrorResponse>('/api/profile', { fullName: name });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('validation.nameInvalid');
      const stored = await testApp.deps.pool.query('select full_name from profiles where id = $1', [
        user.id,
      ]);
      expect(stored.rows[0]?.full_name).toBe(fullName);
    },
  );

  it('still trims blanks (tabs and line breaks included) around a name', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.patch<{ fullName: string }>('/api/profile', {
      fullName: '\t Ana López \n',
    });
    expect(response.status).toBe(200);
    expect(response.body.fullName).toBe('Ana López');
  });
});

describe('names without a visible character', () => {
  it.each(['\u200b', '\u200b\u200c\u200d', '\u2060\ufeff', '\u3164'])(
    'refuses %j as empty, at sign-up and in the profile',
    async (name) => {
      const signUp = await new TestClient(testApp).post<ErrorResponse>('/api/auth/sign-up/email', {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        fullName: name,
      });
      expect(signUp.status).toBe(400);
      expect(signUp.body.error.message).toBe('validation.nameRequired');
      const { client } = await createUserFixture(testApp);
      const rename = await client.patch<ErrorResponse>('/api/profile', { fullName: name });
      expect(rename.status).toBe(400);
      expect(rename.body.error.message).toBe('profile.nameRequired');
    },
  );
});

describe('a JSON body that is not an object', () => {
  it.each([
    ['PATCH', '/api/profile'],
    ['POST', '/api/couples'],
    ['POST', '/api/couples/join'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
  ])('is a 400 errors.invalidInput on %s %s', async (method, path) => {
    const { client } = await createUserFixture(testApp);
    for (const body of ['null', '[1]', '"x"', '7']) {
      const response = await client.request<ErrorResponse>(method, path, body);
      expect(response.status, body).toBe(400);
      expect(response.body.error.message, body).toBe('errors.invalidInput');
    }
  });
});
