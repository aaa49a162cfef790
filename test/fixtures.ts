import { randomBytes } from 'node:crypto';
import type { PersonActor } from '@server/auth/session-env';
import { expect } from 'vitest';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'amor-123456';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs a new user up through the real auth endpoint and returns their browser-like client. */
export async function createUserFixture(
  testApp: Pick<TestApp, 'app'>,
  { fullName = 'Ana García', email = uniqueEmail() }: { fullName?: string; email?: string } = {},
) {
  const client = new TestClient(testApp, fullName);
  const response = await client.post<{ user: { id: string; email: string } }>(
    '/api/auth/sign-up/email',
    { email, password: TEST_PASSWORD, fullName },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { client, user: response.body.user, email, fullName };
}

/**
 * The actor `requireSession` sets for `user`, for a test that calls a service directly (with a
 * dependency made to fail).
 */
export const personActorOf = (user: { id: string; email: string }): PersonActor => ({
  userId: user.id,
  email: user.email,
  sessionId: 'a-test-session',
});
