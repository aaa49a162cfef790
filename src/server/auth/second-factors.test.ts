import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { SoftwareAuthenticator } from '@test/software-authenticator';
import { setupTestApp } from '@test/test-app';
import { totpCode, totpKeyOf, wrongTotpCode } from '@test/totp';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp({ TRUST_PROXY: 'true' });
const ORIGIN = 'http://localhost:3000';

type ErrorBody = { error?: { message: string; code: string } };

let nextAddress = 1;
/** Every request from a new address: better-auth's per-address limit is not what is tested here. */
const fresh = () => ({
  'x-forwarded-for': `203.0.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`,
});
const post = <T = ErrorBody>(client: TestClient, path: string, json: unknown = {}) =>
  client.request<T & ErrorBody>('POST', path, json, fresh());
const get = <T = ErrorBody>(client: TestClient, path: string) =>
  client.request<T & ErrorBody>('GET', path, undefined, fresh());

async function addPasskey(
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

async function signInWithPasskey(client: TestClient, authenticator: SoftwareAuthenticator) {
  const options = await get<{ challenge: string; rpId: string }>(
    client,
    '/api/auth/passkey/generate-authenticate-options',
  );
  expect(options.status).toBe(200);
  return post<{ user: { email: string } }>(client, '/api/auth/passkey/verify-authentication', {
    response: authenticator.authenticate(options.body),
  });
}

const sessionOf = async (client: TestClient) =>
  (
    await get<{ user: { email: string; twoFactorEnabled: boolean } } | null>(
      client,
      '/api/auth/get-session',
    )
  ).body;

/** The code `steps` 30-second steps from now (the server takes one either side of now). */
const codeAt = (key: Buffer, steps: number) => totpCode(key, Date.now() + steps * 30_000);

/**
 * The tests name codes by step from now (this step, the one before, the next) and send several
 * in a row: near the end of a 30-second step, "the one before" may already be two steps old when
 * the server checks it (a CI run failed so). They start with enough of a step left instead.
 */
async function clearOfStepEdge(marginMs = 8_000) {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Turns the two-step sign-in on for the client's account; the key to compute its codes. */
async function enableTwoStep(client: TestClient) {
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

const signInWithPassword = (client: TestClient, email: string, password = TEST_PASSWORD) =>
  post<{ twoFactorRedirect?: boolean; user?: unknown }>(client, '/api/auth/sign-in/email', {
    email,
    password,
  });

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

describe('two-step sign-in', () => {
  it('asks for the code after the right password, and signs in with it', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { key } = await enableTwoStep(client);

    const browser = new TestClient(testApp);
    const first = await signInWithPassword(browser, email);
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect(first.body.user).toBeUndefined();
    expect(await sessionOf(browser)).toBeNull();

    const wrong = await post(browser, '/api/auth/two-factor/verify-totp', {
      code: wrongTotpCode(key),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('privacy.secondStep.errors.wrongCode');
    const malformed = await post(browser, '/api/auth/two-factor/verify-totp', { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toBe('privacy.secondStep.errors.codeFormat');

    const right = await post(browser, '/api/auth/two-factor/verify-totp', {
      code: `${totpCode(key).slice(0, 3)} ${totpCode(key).slice(3)}`,
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect((await sessionOf(browser))?.user.email).toBe(email);
  });

  it('takes each code once: not again at enrolment, nor on another browser, nor an older one', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { key } = await enableTwoStep(client);
    const enrolmentAgain = await post(client, '/api/auth/two-factor/verify-totp', {
      code: codeAt(key, -1),
    });
    expect(enrolmentAgain.status).toBe(400);
    expect(enrolmentAgain.body.error?.message).toBe('privacy.secondStep.errors.wrongCode');

    const code = totpCode(key);
    const phone = new TestClient(testApp);
    await signInWithPassword(phone, email);
    const first = await post(phone, '/api/auth/two-factor/verify-totp', { code });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const eavesdropper = new TestClient(testApp);
    expect((await signInWithPassword(eavesdropper, email)).body.twoFactorRedirect).toBe(true);
    for (const replayed of [code, codeAt(key, -1)]) {
      const answer = await post(eavesdropper, '/api/auth/two-factor/verify-totp', {
        code: replayed,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe('privacy.secondStep.errors.wrongCode');
    }
    expect(await sessionOf(eavesdropper)).toBeNull();
    // A later code still works.
    const next = await post(eavesdropper, '/api/auth/two-factor/verify-totp', {
      code: codeAt(key, 1),
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });

  it('lets exactly one of two sign-ins sending the same code at once in', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { key } = await enableTwoStep(client);
    const browsers = [new TestClient(testApp), new TestClient(testApp)];
    for (const browser of browsers) await signInWithPassword(browser, email);
    const code = totpCode(key);
    const answers = await Promise.all(
      browsers.map((browser) => post(browser, '/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const sessions = await Promise.all(browsers.map(sessionOf));
    expect(sessions.filter((session) => session?.user.email === email)).toHaveLength(1);
  });

  it('has no code step without a password first', async () => {
    const stranger = new TestClient(testApp);
    const answer = await post(stranger, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.message).toBe('privacy.secondStep.errors.expired');
  });

  it('takes each backup code once', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { backupCodes } = await enableTwoStep(client);
    const [code = ''] = backupCodes;

    const first = new TestClient(testApp);
    await signInWithPassword(first, email);
    const used = await post(first, '/api/auth/two-factor/verify-backup-code', { code });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await sessionOf(first))?.user.email).toBe(email);

    const second = new TestClient(testApp);
    await signInWithPassword(second, email);
    const again = await post(second, '/api/auth/two-factor/verify-backup-code', { code });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe('privacy.secondStep.errors.wrongBackupCode');
    expect(await sessionOf(second)).toBeNull();
  });

  it('remembers a device for 30 days when asked, and only that device', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { key } = await enableTwoStep(client);
    const phone = new TestClient(testApp);
    await signInWithPassword(phone, email);
    const verified = await phone.raw('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fresh() },
      body: JSON.stringify({ code: totpCode(key), trustDevice: true }),
    });
    expect(verified.status).toBe(200);
    const trust = verified.headers.getSetCookie().find((cookie) => cookie.includes('trust_device'));
    expect(trust).toMatch(/Max-Age=2592000/i);
    await post(phone, '/api/auth/sign-out');

    const again = await signInWithPassword(phone, email);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect((await sessionOf(phone))?.user.email).toBe(email);

    const laptop = new TestClient(testApp);
    expect((await signInWithPassword(laptop, email)).body.twoFactorRedirect).toBe(true);
  });

  it("counts wrong codes against the account's sign-in limit, from any address", async () => {
    const { client, email } = await createUserFixture(testApp);
    const { key } = await enableTwoStep(client);
    // The owner signs in on a phone: both steps, so the phone is known to the account.
    const phone = new TestClient(testApp);
    await signInWithPassword(phone, email);
    await post(phone, '/api/auth/two-factor/verify-totp', { code: totpCode(key) });
    await post(phone, '/api/auth/sign-out');

    const attacker = new TestClient(testApp);
    expect((await signInWithPassword(attacker, email)).body.twoFactorRedirect).toBe(true);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await post(attacker, '/api/auth/two-factor/verify-totp', {
        code: wrongTotpCode(key),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // The password step is the same account's limit: a new browser waits as well.
    const refused = await signInWithPassword(new TestClient(testApp), email);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('auth.errors.tooManyAttempts');
    // The owner's phone is not held up by the guesses.
    expect((await signInWithPassword(phone, email)).body.twoFactorRedirect).toBe(true);
    // The next step's code: the current one was taken by the phone's first sign-in.
    const owner = await post(phone, '/api/auth/two-factor/verify-totp', { code: codeAt(key, 1) });
    expect(owner.status).toBe(200);
  });

  it('turns off, and makes new backup codes, only with the password', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { backupCodes } = await enableTwoStep(client);
    const wrong = await post(client, '/api/auth/two-factor/generate-backup-codes', {
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('account.errors.wrongPassword');
    const renewed = await post<{ backupCodes: string[] }>(
      client,
      '/api/auth/two-factor/generate-backup-codes',
      {
        password: TEST_PASSWORD,
      },
    );
    expect(renewed.body.backupCodes).toHaveLength(10);
    expect(renewed.body.backupCodes).not.toContain(backupCodes[0]);

    expect(
      (await post(client, '/api/auth/two-factor/disable', { password: 'nope-nope' })).status,
    ).toBe(400);
    expect(
      (await post(client, '/api/auth/two-factor/disable', { password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect((await sessionOf(client))?.user.twoFactorEnabled).toBe(false);
    const browser = new TestClient(testApp);
    const signedIn = await signInWithPassword(browser, email);
    expect(signedIn.body.twoFactorRedirect).toBeUndefined();
    expect((await sessionOf(browser))?.user.email).toBe(email);
  });

  it('serves no emailed code and no second look at the secret', async () => {
    const { client } = await createUserFixture(testApp);
    for (const path of ['send-otp', 'verify-otp', 'get-totp-uri', 'generate-totp']) {
      expect(
        (await post(client, `/api/auth/two-factor/${path}`, { password: TEST_PASSWORD })).status,
      ).toBe(404);
    }
  });
});
