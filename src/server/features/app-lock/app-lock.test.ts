import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { SoftwareAuthenticator } from '@test/software-authenticator';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp({ TRUST_PROXY: 'true' });
const ORIGIN = 'http://localhost:3000';

type ErrorBody = { error?: { message: string } };

let nextAddress = 1;
const fresh = () => ({
  'x-forwarded-for': `198.18.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`,
});
const post = <T = ErrorBody>(client: TestClient, path: string, json: unknown = {}) =>
  client.request<T & ErrorBody>('POST', path, json, fresh());

async function addPasskey(client: TestClient, authenticator: SoftwareAuthenticator) {
  const options = await client.request<{ challenge: string; rp: { id: string } }>(
    'GET',
    '/api/auth/passkey/generate-register-options',
    undefined,
    fresh(),
  );
  const added = await post(client, '/api/auth/passkey/verify-registration', {
    response: authenticator.register(options.body),
    name: 'Móvil',
    password: TEST_PASSWORD,
  });
  expect(added.status).toBe(200);
}

async function unlockWithPasskey(client: TestClient, authenticator: SoftwareAuthenticator) {
  const challenge = await post<{ challenge: string; rpId: string; userVerification: string }>(
    client,
    '/api/app-lock/passkey-challenge',
  );
  expect(challenge.status).toBe(200);
  expect(challenge.body.userVerification).toBe('required');
  return post(client, '/api/app-lock/unlock-with-passkey', {
    response: authenticator.authenticate(challenge.body),
  });
}

describe('the app lock', () => {
  it('opens with the password, not with a wrong one', async () => {
    const { client } = await createUserFixture(testApp);
    const wrong = await post(client, '/api/app-lock/unlock-with-password', {
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('account.errors.wrongPassword');
    const empty = await post(client, '/api/app-lock/unlock-with-password', { password: '' });
    expect(empty.body.error?.message).toBe('account.errors.currentPasswordRequired');
    const right = await post(client, '/api/app-lock/unlock-with-password', {
      password: TEST_PASSWORD,
    });
    expect(right.status).toBe(204);
  });

  it("counts wrong passwords against the account's sign-in limit", async () => {
    const { client } = await createUserFixture(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push(
        (await post(client, '/api/app-lock/unlock-with-password', { password: 'guess-guess' }))
          .status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // The right password waits too: the limit is the account's, not the guess's.
    const right = await post(client, '/api/app-lock/unlock-with-password', {
      password: TEST_PASSWORD,
    });
    expect(right.status).toBe(429);
  });

  it('opens with a passkey that checked the person (user verification), once per challenge', async () => {
    const { client } = await createUserFixture(testApp);
    const authenticator = new SoftwareAuthenticator(ORIGIN, true);
    await addPasskey(client, authenticator);
    expect((await unlockWithPasskey(client, authenticator)).status).toBe(204);

    const challenge = await post<{ challenge: string }>(client, '/api/app-lock/passkey-challenge');
    const answer = authenticator.authenticate(challenge.body);
    expect(
      (await post(client, '/api/app-lock/unlock-with-passkey', { response: answer })).status,
    ).toBe(204);
    const replay = await post(client, '/api/app-lock/unlock-with-passkey', { response: answer });
    expect(replay.status).toBe(400);
    expect(replay.body.error?.message).toBe('privacy.passkeyErrors.expired');
  });

  it('refuses a passkey that only proved someone holds the phone', async () => {
    const { client } = await createUserFixture(testApp);
    // Registered with the check, then used without it (a security key tapped by anyone).
    const authenticator = new SoftwareAuthenticator(ORIGIN, true);
    await addPasskey(client, authenticator);
    Object.assign(authenticator, { userVerification: false });
    const refused = await unlockWithPasskey(client, authenticator);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('privacy.lock.errors.passkeyFailed');
  });

  it("refuses another account's passkey, and says so when there is none", async () => {
    const owner = await createUserFixture(testApp);
    const other = await createUserFixture(testApp, { fullName: 'Otra Persona' });
    const none = await post(owner.client, '/api/app-lock/passkey-challenge');
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe('privacy.lock.errors.noPasskey');

    const ownerKey = new SoftwareAuthenticator(ORIGIN);
    const otherKey = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(owner.client, ownerKey);
    await addPasskey(other.client, otherKey);
    const challenge = await post<{ challenge: string }>(
      owner.client,
      '/api/app-lock/passkey-challenge',
    );
    const foreign = await post(owner.client, '/api/app-lock/unlock-with-passkey', {
      response: otherKey.authenticate(challenge.body),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.message).toBe('privacy.lock.errors.passkeyFailed');
  });

  it('needs a session, and a body of the right shape', async () => {
    const stranger = new TestClient(testApp);
    for (const path of ['passkey-challenge', 'unlock-with-passkey', 'unlock-with-password']) {
      expect(
        (await post(stranger, `/api/app-lock/${path}`, { password: TEST_PASSWORD })).status,
      ).toBe(401);
    }
    const { client } = await createUserFixture(testApp);
    const shapeless = await post(client, '/api/app-lock/unlock-with-passkey', { response: [] });
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.error?.message).toBe('errors.invalidInput');
  });
});
