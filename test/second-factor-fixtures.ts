// Requests of the passkey and two-step sign-in tests (src/server/auth/passkeys.test.ts,
// second-factors.test.ts): each from a new address, as better-auth's per-address limit is not
// what they test.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { TEST_PASSWORD } from './fixtures';
import type { TestClient } from './http-client';
import { machineNow } from './machine-clock';
import type { SoftwareAuthenticator } from './software-authenticator';
import { totpCode, totpKeyOf, wrongTotpCode } from './totp';

const STEP_MS = 30_000;
let stoppedAt = 0;

/**
 * Stops the process's `Date` in the middle of a 30-second step for each test of the file (or
 * describe). better-auth checks codes by `Date`, and the app's system clock reads it too: with
 * the server in this process, "this step", "the one before" and "the next" are exact, whatever
 * the machine's clock does while the test runs. Near the real time, so session dates stay sane.
 */
export function standStillInATotpStep(): void {
  beforeEach(() => {
    const now = machineNow().getTime();
    stoppedAt = now - (now % STEP_MS) + STEP_MS / 2;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(stoppedAt);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The code `steps` 30-second steps from the stopped instant (the server takes one either side). */
export const codeAt = (key: Buffer, steps: number) => totpCode(key, stoppedAt + steps * STEP_MS);

/** A code that is wrong at the stopped instant and in the steps either side. */
export const wrongCode = (key: Buffer) => wrongTotpCode(key, stoppedAt);

/** The origin the software authenticator signs for (the test app's). */
export const ORIGIN = 'http://localhost:3000';

type ErrorBody = { error?: { message: string; code: string } };

let nextAddress = 1;
/** Every request from a new address: better-auth's per-address limit is not what is tested here. */
export const fresh = () => ({
  'x-forwarded-for': `203.0.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`,
});
export const post = <T = ErrorBody>(client: TestClient, path: string, json: unknown = {}) =>
  client.request<T & ErrorBody>('POST', path, json, fresh());
export const get = <T = ErrorBody>(client: TestClient, path: string) =>
  client.request<T & ErrorBody>('GET', path, undefined, fresh());

/**
 * Makes a passkey on the software authenticator and registers it with the account's password
 * (and, with the two-step sign-in on, `code`): what the profile's dialog sends.
 */
export async function addPasskey(
  client: TestClient,
  authenticator: SoftwareAuthenticator,
  name = 'Móvil',
  proof: { password?: string; code?: string } = { password: TEST_PASSWORD },
) {
  const options = await get<{ challenge: string; rp: { id: string } }>(
    client,
    `/api/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`,
  );
  expect(options.status).toBe(200);
  expect(options.body.rp.id).toBe('localhost');
  return post<{ id: string; name: string }>(client, '/api/auth/passkey/verify-registration', {
    response: authenticator.register(options.body),
    name,
    ...proof,
  });
}

export async function signInWithPasskey(client: TestClient, authenticator: SoftwareAuthenticator) {
  const options = await get<{ challenge: string; rpId: string }>(
    client,
    '/api/auth/passkey/generate-authenticate-options',
  );
  expect(options.status).toBe(200);
  return post<{ user: { email: string } }>(client, '/api/auth/passkey/verify-authentication', {
    response: authenticator.authenticate(options.body),
  });
}

export const sessionOf = async (client: TestClient) =>
  (
    await get<{ user: { email: string; twoFactorEnabled: boolean } } | null>(
      client,
      '/api/auth/get-session',
    )
  ).body;

/** Turns the two-step sign-in on for the client's account; the key to compute its codes. */
export async function enableTwoStep(client: TestClient) {
  const started = await post<{ totpURI: string; backupCodes: string[] }>(
    client,
    '/api/auth/two-factor/enable',
    { password: TEST_PASSWORD },
  );
  expect(started.status).toBe(200);
  expect(started.body.backupCodes).toHaveLength(10);
  const key = totpKeyOf(started.body.totpURI);
  expect(started.body.totpURI).toContain('issuer=Juntos');
  // Not on until a first code proves the app has the secret.
  expect((await sessionOf(client))?.user.twoFactorEnabled).toBe(false);
  // The previous step's code (still accepted): each step's code is taken once, so the tests'
  // sign-ins right after can use the current one.
  const confirmed = await post(client, '/api/auth/two-factor/verify-totp', {
    code: codeAt(key, -1),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect((await sessionOf(client))?.user.twoFactorEnabled).toBe(true);
  return { key, backupCodes: started.body.backupCodes };
}

export const signInWithPassword = (client: TestClient, email: string, password = TEST_PASSWORD) =>
  post<{ twoFactorRedirect?: boolean; user?: unknown }>(client, '/api/auth/sign-in/email', {
    email,
    password,
  });
