import { TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { type SmtpInbox, startSmtpInbox, subjectOf } from '@test/smtp-inbox';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  const rowCounts = async () => {
    const { rows } = await testApp.deps.pool.query<Record<string, string>>(
      `select (select count(*) from users) as users, (select count(*) from profiles) as profiles,
        (select count(*) from accounts) as accounts`,
    );
    return rows[0];
  };
  const first = await signUp(email);
  const before = await rowCounts();
  const again = await signUp(email);
  // The rehearsal of a new account's writes (sign-up-rehearsal.ts) committed and left nothing.
  expect(await rowCounts()).toEqual(before);
  const fresh = await signUp(uniqueEmail('fresh'));
  expect(again.status).toBe(first.status);
  expect(again.status).toBe(fresh.status);
  expect(again.body.token).toBeNull();
  expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
  expect(JSON.stringify(again.body)).not.toMatch(/exist/i);
});

describe('the confirmation speaks the language of the person signing up', () => {
  const signUpIn = (email: string, acceptLanguage?: string) =>
    new TestClient(testApp).request(
      'POST',
      '/api/auth/sign-up/email',
      { email, password: TEST_PASSWORD, fullName: 'Marta' },
      acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    );
  // Quoted-printable folds long lines and escapes bytes; undone before reading the text.
  const textOf = (mail: string) =>
    Buffer.from(
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_hex, code: string) =>
          String.fromCharCode(Number.parseInt(code, 16)),
        ),
      'latin1',
    ).toString('utf8');

  it('in English to an English-speaking browser, with the product name Juntos', async () => {
    const email = uniqueEmail('english');
    expect((await signUpIn(email, 'en-GB,en;q=0.9')).status).toBe(200);
    const mail = await waitForMail(email);
    expect(subjectOf(mail)).toBe('Confirm your email · Juntos');
    expect(textOf(mail)).toContain('Hi Marta 💕');
    expect(textOf(mail)).toContain('Confirm your email to start sharing your space:');
    expect(mail).not.toMatch(/Nosotros|Confirma tu email/);
  });

  it('in Spanish when the browser asks for no language the app speaks', async () => {
    const email = uniqueEmail('spanish');
    expect((await signUpIn(email, 'ja')).status).toBe(200);
    const mail = await waitForMail(email);
    expect(subjectOf(mail)).toBe('Confirma tu email · Juntos');
    expect(textOf(mail)).toContain('Confirma tu email para empezar a compartir vuestro espacio:');
  });
});
