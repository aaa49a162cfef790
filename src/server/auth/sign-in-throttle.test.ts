import { ManualClock } from '@server/jobs/clock';
import { createUserFixture, TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { expect, it } from 'vitest';

const clock = new ManualClock(new Date('2027-03-01T10:00:00Z'));
const testApp = setupTestApp({ TRUST_PROXY: 'true' }, { clock });

let nextAddress = 1;
/** A stranger on a new address every time, as a botnet (or a forged header) would be. */
const signIn = (email: string, password: string, client = new TestClient(testApp)) =>
  client.request<{ error?: { message: string; params?: { seconds: number } } }>(
    'POST',
    '/api/auth/sign-in/email',
    { email, password },
    { 'x-forwarded-for': `198.51.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}` },
  );

async function guess(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, 'wrong-password')).status);
  return statuses;
}

it('slows guessing on one account from many addresses, but lets its owner in from a known browser', async () => {
  const { email } = await createUserFixture(testApp);
  const owner = new TestClient(testApp, 'owner');
  expect((await signIn(email, TEST_PASSWORD, owner)).status).toBe(200);

  const statuses = await guess(email, 30);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

  const refused = await signIn(email, TEST_PASSWORD);
  expect(refused.status).toBe(429);
  expect(refused.body.error?.message).toBe('auth.errors.tooManyAttempts');
  expect(refused.body.error?.params?.seconds).toBeGreaterThan(0);

  // The owner's browser signed in before: the strangers' guesses do not lock it out.
  expect((await signIn(email, TEST_PASSWORD, owner)).status).toBe(200);
});

it('makes each wait longer than the last, then forgets after an hour of quiet', async () => {
  const email = uniqueEmail('slow');
  await createUserFixture(testApp, { email });
  expect(await guess(email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  const waits: number[] = [];
  for (let round = 0; round < 4; round++) {
    const refused = await signIn(email, 'wrong-password');
    const seconds = refused.body.error?.params?.seconds ?? 0;
    waits.push(seconds);
    clock.advance(seconds * 1000);
    expect((await signIn(email, 'wrong-password')).status).toBe(401);
  }
  expect(waits).toEqual([1, 2, 4, 8]);
  clock.advance(61 * 60 * 1000);
  expect(await guess(email, 5)).toEqual([401, 401, 401, 401, 401]);
});

it('answers an address without an account exactly as one with', async () => {
  expect(await guess(uniqueEmail('nobody'), 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
});

it('counts simultaneous guesses: twenty at once get at most five tries', async () => {
  const email = uniqueEmail('burst');
  await createUserFixture(testApp, { email });
  const statuses = await Promise.all(
    Array.from({ length: 20 }, () => signIn(email, 'wrong-password')),
  ).then((responses) => responses.map((response) => response.status));
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
});
