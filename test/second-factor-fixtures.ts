// Requests of the passkey and two-step sign-in tests (src/server/auth/passkeys.test.ts,
// second-factors.test.ts): each from a new address, as better-auth's per-address limit is not
// what they test.
import { expect } from 'vitest';
import { TEST_PASSWORD } from './fixtures';
import type { TestClient } from './http-client';
import type { SoftwareAuthenticator } from './software-authenticator';
import { totpCode, totpKeyOf } from './totp';

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

export async function addPasskey(
  client: TestClient,
  authenticator: SoftwareAuthenticator,
  name = 'Móvil',
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

/** The code `steps` 30-second steps from now (the server takes one either side of now). */
export const codeAt = (key: Buffer, steps: number) => totpCode(key, Date.now() + steps * 30_000);

/**
 * The tests name codes by step from now (this step, the one before, the next) and send several
 * in a row: near the end of a 30-second step, "the one before" may already be two steps old when
 * the server checks it (a CI run failed so). They start with enough of a step left instead.
 */
export async function clearOfStepEdge(marginMs = 8_000) {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns the two-step sign-in on for the client's account; the key to compute its codes. */
export async function enableTwoStep(client: TestClient) {
  await clearOfStepEdge();
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
