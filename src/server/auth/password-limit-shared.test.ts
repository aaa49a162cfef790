import { ManualClock } from '@server/jobs/clock';
import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const clock = new ManualClock(new Date('2027-03-01T10:00:00Z'));
const testApp = setupTestApp({ TRUST_PROXY: 'true' }, { clock });

let nextAddress = 1;
/** Each request from a new address, as from a botnet: better-auth's per-address limit never bites. */
const fromNewAddress = (client: TestClient, path: string, body: unknown) =>
  client.request<{ error?: { message: string; params?: { seconds: number } } }>(
    'POST',
    path,
    body,
    { 'x-forwarded-for': `203.0.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}` },
  );

const changeEmail = (client: TestClient, password: string) =>
  fromNewAddress(client, '/api/auth/change-email', {
    newEmail: `nuevo-${nextAddress}@example.com`,
    password,
  });
const changePassword = (client: TestClient, currentPassword: string) =>
  fromNewAddress(client, '/api/auth/change-password', {
    currentPassword,
    newPassword: 'otra-clave-987654',
  });
const signIn = (email: string, password: string) =>
  fromNewAddress(new TestClient(testApp), '/api/auth/sign-in/email', { email, password });
const deleteAccount = (client: TestClient, password: string) =>
  fromNewAddress(client, '/api/account-deletion', { password });

describe('one password limit per account, whichever door checks it', () => {
  it('stops guessing through change-email with a stolen session, the right password included', async () => {
    const { client, email } = await createUserFixture(testApp);
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess++) {
      statuses.push((await changeEmail(client, `adivina-${guess}`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await changeEmail(client, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.error?.message).toBe('auth.errors.tooManyAttempts');
    const session = await client.get<{ user: { email: string } }>('/api/auth/get-session');
    expect(session.body.user.email).toBe(email);
  });

  it('stops guessing through change-password the same way', async () => {
    const { client } = await createUserFixture(testApp);
    for (let guess = 0; guess < 5; guess++) {
      expect((await changePassword(client, `adivina-${guess}`)).status).toBe(400);
    }
    expect((await changePassword(client, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts sign-in, change-email, change-password and deletion together', async () => {
    const { client, email } = await createUserFixture(testApp);
    expect((await signIn(email, 'equivocada-1')).status).toBe(401);
    expect((await signIn(email, 'equivocada-2')).status).toBe(401);
    expect((await changeEmail(client, 'equivocada-3')).status).toBe(400);
    expect((await changePassword(client, 'equivocada-4')).status).toBe(400);
    expect((await deleteAccount(client, 'equivocada-5')).status).toBe(400);
    // The sixth, at any door, waits.
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(429);
    expect((await changePassword(client, TEST_PASSWORD)).status).toBe(429);
    expect((await deleteAccount(client, TEST_PASSWORD)).status).toBe(429);

    // Once the wait is over the right password works, and clears the count for every door.
    clock.advance(2_000);
    expect((await changePassword(client, TEST_PASSWORD)).status).toBe(200);
    for (let guess = 0; guess < 5; guess++) {
      expect((await signIn(email, `equivocada-otra-${guess}`)).status).toBe(401);
    }
  });

  it('counts the two-step sign-in’s password prompts too (turning it on or off, new codes)', async () => {
    const { client } = await createUserFixture(testApp);
    // (New backup codes need the step on: wrong guesses go to the two doors that check first.)
    const doors = ['/api/auth/two-factor/enable', '/api/auth/two-factor/disable'];
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess++) {
      const path = doors[guess % doors.length] as string;
      statuses.push((await fromNewAddress(client, path, { password: `adivina-${guess}` })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
    for (const door of [...doors, '/api/auth/two-factor/generate-backup-codes']) {
      expect((await fromNewAddress(client, door, { password: TEST_PASSWORD })).status).toBe(429);
    }
  });

  it('keeps no address in the clear, not even a deleted account’s', async () => {
    const { client, email } = await createUserFixture(testApp);
    expect((await signIn(email, 'equivocada')).status).toBe(401);
    clock.advance(2_000);
    expect((await deleteAccount(client, TEST_PASSWORD)).status).toBe(204);
    expect((await signIn(email, 'equivocada-otra')).status).toBe(401);
    const { rows } = await testApp.deps.pool.query<{ row: string }>(
      'select t::text as row from password_throttles t',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some(({ row }) => row.includes(email))).toBe(false);
  });
});
