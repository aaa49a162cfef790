import { createUserFixture, TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

// The embedded default: no SMTP, so an email changes at once after the password check.
const testApp = setupTestApp();

const NEW_PASSWORD = 'nueva-clave-2026';

async function signIn(email: string, password = TEST_PASSWORD) {
  const client = new TestClient(testApp);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, status: response.status };
}

interface ErrorAnswer {
  code?: string;
  error?: { message: string };
}

describe('changing the password', () => {
  it('needs the current password, and ends every other session', async () => {
    const { client, email } = await createUserFixture(testApp);
    const other = await signIn(email);
    expect((await other.client.get('/api/profile')).status).toBe(200);

    const wrong = await client.post<ErrorAnswer>('/api/auth/change-password', {
      currentPassword: 'no-es-esta',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
    const weak = await client.post<ErrorAnswer>('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error?.message).toBe('validation.passwordTooShort');
    const empty = await client.post<ErrorAnswer>('/api/auth/change-password', {
      currentPassword: '',
      newPassword: NEW_PASSWORD,
    });
    expect(empty.body.error?.message).toBe('account.errors.currentPasswordRequired');
    // Nothing changed so far.
    expect((await other.client.get('/api/profile')).status).toBe(200);

    const change = await client.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(change.status).toBe(200);
    // This device carries on with the new session it was given; the other is out at once.
    expect((await client.get('/api/profile')).status).toBe(200);
    expect((await other.client.get('/api/profile')).status).toBe(401);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is refused without a session', async () => {
    const response = await new TestClient(testApp).post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});

describe('changing the email without a mailer', () => {
  it('changes it at once after the password check, and ends every other session', async () => {
    const { client, email } = await createUserFixture(testApp);
    const otherDevice = await signIn(email);
    expect((await otherDevice.client.get('/api/profile')).status).toBe(200);
    const newEmail = uniqueEmail('moved');
    const wrong = await client.post<ErrorAnswer>('/api/auth/change-email', {
      newEmail,
      password: 'no-es-esta',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });

    const change = await client.post('/api/auth/change-email', {
      newEmail: `  ${newEmail.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ status: true, confirmationSent: false });
    // The signed cookie cache was renewed with the new address.
    const session = await client.get<{ user: { email: string } }>('/api/auth/get-session');
    expect(session.body.user.email).toBe(newEmail);
    expect((await client.get('/api/profile')).status).toBe(200);
    expect((await otherDevice.client.get('/api/profile')).status).toBe(401);
    expect((await otherDevice.client.get('/api/auth/get-session')).body).toBeNull();
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(newEmail)).status).toBe(200);
  });

  it('says when the address is taken or the same, and changes nothing', async () => {
    const { client, email } = await createUserFixture(testApp);
    const { email: takenEmail } = await createUserFixture(testApp);
    const taken = await client.post<ErrorAnswer>('/api/auth/change-email', {
      newEmail: takenEmail,
      password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'EMAIL_TAKEN' } });
    const same = await client.post<ErrorAnswer>('/api/auth/change-email', {
      newEmail: email,
      password: TEST_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ error: { code: 'EMAIL_IS_THE_SAME' } });
    // A wrong password is refused before the address is looked at: no probing without it.
    const probe = await client.post<ErrorAnswer>('/api/auth/change-email', {
      newEmail: takenEmail,
      password: 'no-es-esta',
    });
    expect(probe.body).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
    const invalid = await client.post<ErrorAnswer>('/api/auth/change-email', {
      newEmail: 'no-es-un-email',
      password: TEST_PASSWORD,
    });
    expect(invalid.body.error?.message).toBe('validation.emailInvalid');
    const session = await client.get<{ user: { email: string } }>('/api/auth/get-session');
    expect(session.body.user.email).toBe(email);
  });

  it('is rate limited per address', async () => {
    const { client } = await createUserFixture(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await client.post('/api/auth/change-email', {
        newEmail: uniqueEmail(),
        password: 'adivinando',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('a reset request without a mailer', () => {
  it('says before anything is typed that no email will be sent', async () => {
    const answer = await new TestClient(testApp).get('/api/auth/password-reset-mode');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ emailSent: false });
  });

  it('tells the person to ask the operator, whatever the email, and makes no link', async () => {
    const { email } = await createUserFixture(testApp);
    for (const address of [email, uniqueEmail('nobody')]) {
      const answer = await new TestClient(testApp).post('/api/auth/request-password-reset', {
        email: address,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: true, emailSent: false });
    }
    const { rows } = await testApp.deps.pool.query('select count(*)::int as n from verifications');
    expect(rows[0]).toEqual({ n: 0 });
  });
});
