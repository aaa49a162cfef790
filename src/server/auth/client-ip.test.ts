import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { expect, it } from 'vitest';

const testApp = setupTestApp({ TRUST_PROXY: 'true' });

const signIn = (email: string, password: string, forwardedFor: string) =>
  new TestClient(testApp).request(
    'POST',
    '/api/auth/sign-in/email',
    { email, password },
    {
      'x-forwarded-for': forwardedFor,
    },
  );

it('keys the sign-in rate limit on the address our proxy appended, not on what the client sent', async () => {
  const { email } = await createUserFixture(testApp);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    // The client makes up a new first entry every time; the proxy appends the real address.
    statuses.push((await signIn(email, 'wrong!!', `198.51.100.${i}, 203.0.113.7`)).status);
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
  // Someone else behind the same proxy, claiming the same made-up address, is not affected (on
  // their own account: this one now waits for its guesses, see sign-in-throttle.test.ts).
  const other = await createUserFixture(testApp);
  expect((await signIn(other.email, TEST_PASSWORD, '198.51.100.0, 203.0.113.8')).status).toBe(200);
});
