import { LIMITS } from '@shared/constants';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { expect, it } from 'vitest';

const testApp = setupTestApp();

// zod's own English for what a schema names no message for, found on the issue: each must be a
// key the web translates.
it.each([
  ['a number where a string goes', '/api/pet', { petType: 'cat', petName: 'x', petColor: 1 }],
  ['a string where an object goes', '/api/events', '"not-an-object"'],
  ['an array where an object goes', '/api/bucket-list', [1, 2]],
  ['null for a title', '/api/events', { title: null, eventDate: '2027-01-01' }],
])('answers %s with a translated key, never zod English', async (_label, path, body) => {
  const { a } = await createCoupleFixture(testApp);
  const response = await a.client.request<{ error: { code: string; message: string } }>(
    'POST',
    path,
    body,
  );
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe('validation_failed');
  expect(response.body.error.message).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/);
  expect(response.body.error.message).not.toMatch(/\s/);
});

it('names the type error in the pet example of issue 16 as such', async () => {
  const { a } = await createCoupleFixture(testApp);
  const response = await a.client.post<{ error: { message: string; field: string } }>('/api/pet', {
    petType: 'cat',
    petName: 'x',
    petColor: 1,
  });
  expect(response.body.error).toMatchObject({
    message: 'validation.invalidType',
    field: 'petColor',
  });
});

it('answers better-auth sign-in errors with our keys', async () => {
  const { client } = await createUserFixture(testApp);
  const response = await client.post('/api/auth/sign-in/email', {
    email: 'nobody-here@example.com',
    password: 'wrong-password',
  });
  expect(response.status).toBe(401);
  expect(response.body).toEqual({
    error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'auth.errors.invalidCredentials' },
  });
});

// A limit lives in LIMITS alone; its message says it through `{{max}}` or `{{min}}`, filled from
// the error's params.
it.each([
  [
    'a title over its length',
    '/api/events',
    { title: 't'.repeat(LIMITS.titleMax + 1), eventDate: '2027-01-01' },
    { max: LIMITS.titleMax },
  ],
  [
    'a description over its length',
    '/api/bucket-list',
    { title: 'x', description: 'd'.repeat(LIMITS.descriptionMax + 1) },
    { max: LIMITS.descriptionMax },
  ],
])('answers %s with the limit its message names', async (_label, path, body, params) => {
  const { a } = await createCoupleFixture(testApp);
  const response = await a.client.post<{ error: { params?: unknown } }>(path, body);
  expect(response.status).toBe(400);
  expect(response.body.error.params).toEqual(params);
});

it('answers a short password at sign-up with its minimum', async () => {
  const response = await new TestClient(testApp).post<{ error: unknown }>(
    '/api/auth/sign-up/email',
    {
      email: 'short@example.com',
      password: 'abc',
      fullName: 'Ana',
    },
  );
  expect(response.status).toBe(400);
  expect(response.body.error).toMatchObject({
    message: 'validation.passwordTooShort',
    params: { min: LIMITS.passwordMin },
  });
});
