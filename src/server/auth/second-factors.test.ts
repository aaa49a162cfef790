import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import {
  codeAt,
  enableTwoStep,
  fresh,
  post,
  sessionOf,
  signInWithPassword,
  standStillInATotpStep,
  wrongCode,
} from '@test/second-factor-fixtures';
import { setupTestApp, TEST_SECRET } from '@test/test-app';
import { symmetricEncrypt } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp({ TRUST_PROXY: 'true' });
standStillInATotpStep();

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
      code: wrongCode(key),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('privacy.secondStep.errors.wrongCode');
    const malformed = await post(browser, '/api/auth/two-factor/verify-totp', { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toBe('privacy.secondStep.errors.codeFormat');

    const right = await post(browser, '/api/auth/two-factor/verify-totp', {
      code: `${codeAt(key, 0).slice(0, 3)} ${codeAt(key, 0).slice(3)}`,
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
    expect(enrolmentAgain.body.error?.message).toBe('privacy.secondStep.errors.codeUsed');

    const code = codeAt(key, 0);
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
      expect(answer.body.error?.message).toBe('privacy.secondStep.errors.codeUsed');
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
    const code = codeAt(key, 0);
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

  it('prints backup codes without look-alikes and takes them in any case, spaced or not', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { backupCodes } = await enableTwoStep(client);
    for (const code of backupCodes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const [code = ''] = backupCodes;

    const phone = new TestClient(testApp);
    await signInWithPassword(phone, email);
    const shouted = ` ${code.slice(0, 3)} ${code.slice(3).replace('-', '').toUpperCase()} `;
    const answer = await post(phone, '/api/auth/two-factor/verify-backup-code', { code: shouted });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await sessionOf(phone))?.user.email).toBe(email);
  });

  it('still takes the mixed-case codes printed before, typed in lower case', async () => {
    const { client, email, user } = await createUserFixture(testApp);
    await enableTwoStep(client);
    // As better-auth printed and kept them until now: letters of both cases, I, l, O and 0.
    const printedBefore = ['I7uYg-Mj1lm', 'Ou019-AbCdE'];
    await testApp.deps.pool.query('update two_factors set backup_codes = $1 where user_id = $2', [
      await symmetricEncrypt({ key: TEST_SECRET, data: JSON.stringify(printedBefore) }),
      user.id,
    ]);

    for (const typed of ['i7uyg-mj1lm', 'OU019ABCDE']) {
      const phone = new TestClient(testApp);
      await signInWithPassword(phone, email);
      const answer = await post(phone, '/api/auth/two-factor/verify-backup-code', { code: typed });
      expect(answer.status, `${typed}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  it('remembers a device for 30 days when asked, and only that device', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { key } = await enableTwoStep(client);
    const phone = new TestClient(testApp);
    await signInWithPassword(phone, email);
    const verified = await phone.raw('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fresh() },
      body: JSON.stringify({ code: codeAt(key, 0), trustDevice: true }),
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
    await post(phone, '/api/auth/two-factor/verify-totp', { code: codeAt(key, 0) });
    await post(phone, '/api/auth/sign-out');

    const attacker = new TestClient(testApp);
    expect((await signInWithPassword(attacker, email)).body.twoFactorRedirect).toBe(true);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await post(attacker, '/api/auth/two-factor/verify-totp', {
        code: wrongCode(key),
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
