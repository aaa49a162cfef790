import { createResetLink } from '@server/auth/reset-link';
import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import {
  addPasskey,
  get,
  ORIGIN,
  post,
  sessionOf,
  signInWithPasskey,
  signInWithPassword,
} from '@test/second-factor-fixtures';
import { SoftwareAuthenticator } from '@test/software-authenticator';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp({ TRUST_PROXY: 'true' });
const NEW_PASSWORD = 'otra-clave-987654';

/** A person with a passkey, signed in on a second browser too. */
async function personWithPasskey() {
  const person = await createUserFixture(testApp);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  expect((await addPasskey(person.client, authenticator, 'Mi teléfono')).status).toBe(200);
  const otherBrowser = new TestClient(testApp);
  expect((await signInWithPassword(otherBrowser, person.email)).status).toBe(200);
  return { ...person, authenticator, otherBrowser };
}

async function resetToken(email: string) {
  const link = await createResetLink(testApp.deps.db, {
    email,
    baseUrl: 'http://localhost:3000',
    now: testApp.deps.clock.now(),
  });
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

const passkeysOfLink = (token: string) =>
  get<{ passkeys: Array<{ name: string | null }> }>(
    new TestClient(testApp),
    `/api/auth/reset-password/passkeys?token=${encodeURIComponent(token)}`,
  );

describe('a new password because the old one may be known', () => {
  it('removes the passkeys on a change when asked, and ends every other session', async () => {
    const { client, authenticator, otherBrowser } = await personWithPasskey();
    const changed = await post(client, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      removePasskeys: true,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const refused = await signInWithPasskey(new TestClient(testApp), authenticator);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe('privacy.passkeyErrors.unknown');
    expect(await sessionOf(otherBrowser)).toBeNull();
    expect((await sessionOf(client))?.user).toBeDefined();
  });

  it('keeps the passkeys on a change without the flag, and after a wrong password', async () => {
    const { client, authenticator } = await personWithPasskey();
    const wrong = await post(client, '/api/auth/change-password', {
      currentPassword: 'adivina-1',
      newPassword: NEW_PASSWORD,
      removePasskeys: true,
    });
    expect(wrong.status).toBe(400);
    expect((await signInWithPasskey(new TestClient(testApp), authenticator)).status).toBe(200);
    const changed = await post(client, '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await signInWithPasskey(new TestClient(testApp), authenticator)).status).toBe(200);
  });

  it('lists the passkeys to a valid reset link only, and removes them on a reset when asked', async () => {
    const { email, authenticator, otherBrowser } = await personWithPasskey();
    const token = await resetToken(email);
    const listed = await passkeysOfLink(token);
    expect(listed.status).toBe(200);
    expect(listed.body.passkeys).toEqual([{ name: 'Mi teléfono' }]);
    for (const bad of ['', 'no-es-un-enlace']) {
      const refused = await passkeysOfLink(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe('passwordReset.invalidLink');
    }

    const reset = await post(new TestClient(testApp), '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      removePasskeys: true,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await signInWithPasskey(new TestClient(testApp), authenticator)).status).toBe(401);
    expect(await sessionOf(otherBrowser)).toBeNull();
    // Used up: the link tells nothing more.
    expect((await passkeysOfLink(token)).status).toBe(400);
  });

  it('keeps the passkeys on a reset without the flag, and lists nothing for an expired link', async () => {
    const { email, authenticator } = await personWithPasskey();
    const token = await resetToken(email);
    const reset = await post(new TestClient(testApp), '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await signInWithPasskey(new TestClient(testApp), authenticator)).status).toBe(200);

    const expired = await resetToken(email);
    await testApp.deps.pool.query(
      `update verifications set expires_at = now() - interval '1 minute'
       where value = (select id from users where email = $1)`,
      [email],
    );
    expect((await passkeysOfLink(expired)).status).toBe(400);
  });
});
