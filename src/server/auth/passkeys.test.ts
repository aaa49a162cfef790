import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import {
  addPasskey,
  codeAt,
  enableTwoStep,
  get,
  ORIGIN,
  post,
  sessionOf,
  signInWithPasskey,
  signInWithPassword,
  standStillInATotpStep,
  wrongCode,
} from '@test/second-factor-fixtures';
import { SoftwareAuthenticator } from '@test/software-authenticator';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp({ TRUST_PROXY: 'true' });

describe('passkeys', () => {
  it('are added, listed, renamed and removed by their owner, and sign in alone', async () => {
    const { client, email } = await createUserFixture(testApp);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(client, authenticator, 'Mi teléfono');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.name).toBe('Mi teléfono');

    const list = await get<Array<{ id: string; name: string }>>(
      client,
      '/api/auth/passkey/list-user-passkeys',
    );
    expect(list.body.map((passkey) => passkey.name)).toEqual(['Mi teléfono']);

    const renamed = await post(client, '/api/auth/passkey/update-passkey', {
      id: added.body.id,
      name: '  Portátil  ',
    });
    expect(renamed.status).toBe(200);
    const blank = await post(client, '/api/auth/passkey/update-passkey', {
      id: added.body.id,
      name: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.message).toBe('privacy.passkeys.errors.nameRequired');
    const long = await post(client, '/api/auth/passkey/update-passkey', {
      id: added.body.id,
      name: 'x'.repeat(51),
    });
    expect(long.body.error?.message).toBe('privacy.passkeys.errors.nameTooLong');

    const stranger = new TestClient(testApp);
    const signedIn = await signInWithPasskey(stranger, authenticator);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await sessionOf(stranger))?.user.email).toBe(email);

    expect(
      (await post(client, '/api/auth/passkey/delete-passkey', { id: added.body.id })).status,
    ).toBe(200);
    const refused = await signInWithPasskey(new TestClient(testApp), authenticator);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe('privacy.passkeyErrors.unknown');
  });

  it('cannot be renamed or removed by another account, nor made without a session', async () => {
    const owner = await createUserFixture(testApp);
    const other = await createUserFixture(testApp, { fullName: 'Otra Persona' });
    const added = await addPasskey(owner.client, new SoftwareAuthenticator(ORIGIN));
    const rename = await post(other.client, '/api/auth/passkey/update-passkey', {
      id: added.body.id,
      name: 'Mío',
    });
    expect(rename.status).toBe(401);
    const remove = await post(other.client, '/api/auth/passkey/delete-passkey', {
      id: added.body.id,
    });
    expect(remove.status).toBe(401);
    const list = await get<Array<{ name: string }>>(
      owner.client,
      '/api/auth/passkey/list-user-passkeys',
    );
    expect(list.body.map((passkey) => passkey.name)).toEqual(['Móvil']);
    expect(
      (await get(new TestClient(testApp), '/api/auth/passkey/generate-register-options')).status,
    ).toBe(401);
  });

  it('are added only on a session signed in within the last day', async () => {
    const { client, user } = await createUserFixture(testApp);
    await testApp.deps.pool.query(
      `update sessions set created_at = now() - interval '2 days' where user_id = $1`,
      [user.id],
    );
    // The 5-minute cookie cache still holds the old creation time: the database decides.
    client.forgetCookie('better-auth.session_data');
    const stale = await get(client, '/api/auth/passkey/generate-register-options');
    expect(stale.status).toBe(403);
    expect(stale.body.error?.message).toBe('privacy.errors.signInAgain');
  });

  it('refuses a forged answer with a 400, never a 500', async () => {
    const { client } = await createUserFixture(testApp);
    await get(client, '/api/auth/passkey/generate-register-options');
    const forged = await post(client, '/api/auth/passkey/verify-registration', {
      response: { id: 'abc', response: { clientDataJSON: 'e30', attestationObject: 'oA' } },
    });
    expect(forged.status).toBe(400);
    const shapeless = await post(client, '/api/auth/passkey/verify-authentication', {
      response: 'x',
    });
    expect(shapeless.status).toBe(400);
    expect(shapeless.body.error?.message).toBe('errors.invalidInput');
    // A challenge answers once: the same answer again finds none.
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(client, authenticator);
    const anonymous = new TestClient(testApp);
    const options = await get<{ challenge: string }>(
      anonymous,
      '/api/auth/passkey/generate-authenticate-options',
    );
    const answer = authenticator.authenticate(options.body);
    expect(
      (await post(anonymous, '/api/auth/passkey/verify-authentication', { response: answer }))
        .status,
    ).toBe(200);
    const replay = await post(new TestClient(testApp), '/api/auth/passkey/verify-authentication', {
      response: answer,
    });
    expect(replay.status).toBe(400);
  });
});

const passkeyCount = async (userId: string) =>
  (
    await testApp.deps.pool.query<{ n: number }>(
      'select count(*)::int n from passkeys where user_id = $1',
      [userId],
    )
  ).rows[0]?.n;

describe('adding a passkey with a copied session cookie', () => {
  it('is refused without the account’s password, and a wrong one is counted on its one limit', async () => {
    const { client, user, email } = await createUserFixture(testApp);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const without = await addPasskey(client, authenticator, 'Móvil', {});
    expect(without.status).toBe(400);
    expect(without.body.error?.message).toBe('account.errors.currentPasswordRequired');
    for (let guess = 0; guess < 5; guess++) {
      const wrong = await addPasskey(client, authenticator, 'Móvil', {
        password: `adivina-${guess}`,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error?.message).toBe('account.errors.wrongPassword');
    }
    expect(await passkeyCount(user.id)).toBe(0);
    // The sixth guess waits, the right password too, and so does the sign-in's door.
    const waiting = await addPasskey(client, authenticator, 'Móvil', { password: TEST_PASSWORD });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error?.message).toBe('auth.errors.tooManyAttempts');
    expect((await signInWithPassword(new TestClient(testApp), email)).status).toBe(429);
    expect(await passkeyCount(user.id)).toBe(0);
  });

  describe('with the two-step sign-in on', () => {
    standStillInATotpStep();

    it('asks for the authenticator’s code too, and takes each code once', async () => {
      const { client, user } = await createUserFixture(testApp);
      const { key } = await enableTwoStep(client);
      const authenticator = new SoftwareAuthenticator(ORIGIN);
      const noCode = await addPasskey(client, authenticator, 'Móvil', { password: TEST_PASSWORD });
      expect(noCode.status).toBe(400);
      expect(noCode.body.error?.message).toBe('privacy.passkeys.errors.wrongCode');
      const wrong = await addPasskey(client, authenticator, 'Móvil', {
        password: TEST_PASSWORD,
        code: wrongCode(key),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error?.message).toBe('privacy.passkeys.errors.wrongCode');
      // The right code with a wrong password proves nothing.
      const wrongPassword = await addPasskey(client, authenticator, 'Móvil', {
        password: 'adivina-1',
        code: codeAt(key, 0),
      });
      expect(wrongPassword.body.error?.message).toBe('account.errors.wrongPassword');
      expect(await passkeyCount(user.id)).toBe(0);

      const right = await addPasskey(client, authenticator, 'Móvil', {
        password: TEST_PASSWORD,
        code: codeAt(key, 0),
      });
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      const again = await addPasskey(client, new SoftwareAuthenticator(ORIGIN), 'Otro', {
        password: TEST_PASSWORD,
        code: codeAt(key, 0),
      });
      expect(again.status).toBe(400);
      expect(again.body.error?.message).toBe('privacy.passkeys.errors.wrongCode');
      expect(await passkeyCount(user.id)).toBe(1);
    });
  });
});
