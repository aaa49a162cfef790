import { TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { type SmtpInbox, startSmtpInbox } from '@test/smtp-inbox';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, expect, it } from 'vitest';

// A real SMTP server on loopback receives what the app sends: the protocol is not faked.
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});

afterAll(() => inbox.close());

const testApp = setupTestApp(() => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port) }));

const waitForMail = (to: string) => inbox.waitForMail(to);

it('sends a confirmation email on sign-up; confirming signs in and leads to /dashboard', async () => {
  const email = uniqueEmail('confirm');
  const client = new TestClient(testApp);
  const signUp = await client.post<{ token: string | null }>('/api/auth/sign-up/email', {
    email,
    password: TEST_PASSWORD,
    fullName: 'Marta',
    callbackURL: '/dashboard',
  });
  expect(signUp.status).toBe(200);
  expect(signUp.body.token).toBeNull();

  const tooEarly = await new TestClient(testApp).post<{ error: unknown }>(
    '/api/auth/sign-in/email',
    {
      email,
      password: TEST_PASSWORD,
    },
  );
  expect(tooEarly.status).toBe(403);
  expect(tooEarly.body.error).toEqual({
    code: 'EMAIL_NOT_VERIFIED',
    message: 'auth.errors.emailNotVerified',
  });

  const mail = await waitForMail(email);
  // Quoted-printable may fold long lines with '=' at the end; unfold before reading the link.
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  expect(url.searchParams.get('callbackURL')).toBe('/dashboard');

  const confirm = await client.raw(`${url.pathname}${url.search}`);
  expect(confirm.status).toBe(302);
  expect(confirm.headers.get('location')).toBe('/dashboard');
  const session = await client.get<{ user: { email: string; emailVerified: boolean } }>(
    '/api/auth/get-session',
  );
  expect(session.body.user.email).toBe(email);
  expect(session.body.user.emailVerified).toBe(true);
});

it('answers a taken email as it answers a new one, so sign-up tells nobody which emails exist', async () => {
  const email = uniqueEmail('taken');
  const signUp = (address: string) =>
    new TestClient(testApp).post<{ token: string | null; user: Record<string, unknown> }>(
      '/api/auth/sign-up/email',
      { email: address, password: TEST_PASSWORD, fullName: 'Marta' },
    );
  const first = await signUp(email);
  const again = await signUp(email);
  const fresh = await signUp(uniqueEmail('fresh'));
  expect(again.status).toBe(first.status);
  expect(again.status).toBe(fresh.status);
  expect(again.body.token).toBeNull();
  expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
  expect(JSON.stringify(again.body)).not.toMatch(/exist/i);
});
