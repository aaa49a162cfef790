import { readableMail, USER_AGENTS } from '@test/device-fixtures';
import { TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { ORIGIN } from '@test/second-factor-fixtures';
import { linkInMail, type SmtpInbox, startSmtpInbox, subjectOf } from '@test/smtp-inbox';
import { SoftwareAuthenticator } from '@test/software-authenticator';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A real SMTP server on loopback receives what the app sends: the protocol is not faked.
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const testApp = setupTestApp(() => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port) }));
const headers = { 'user-agent': USER_AGENTS.windowsChrome };

/** Signs up and confirms by the emailed link, which signs this browser in. */
async function confirmedAccount() {
  const email = uniqueEmail('passkey');
  const client = new TestClient(testApp, 'Ana');
  const signUp = await client.request(
    'POST',
    '/api/auth/sign-up/email',
    { email, password: TEST_PASSWORD, fullName: 'Ana' },
    headers,
  );
  expect(signUp.status).toBe(200);
  const link = new URL(linkInMail(await inbox.waitForMail(email), 'verify-email'));
  expect((await client.raw(`${link.pathname}${link.search}`, { headers })).status).toBe(302);
  return { email, client };
}

async function addPasskey(client: TestClient, password: string) {
  const options = await client.request<{ challenge: string; rp: { id: string } }>(
    'GET',
    '/api/auth/passkey/generate-register-options',
    undefined,
    headers,
  );
  return client.request(
    'POST',
    '/api/auth/passkey/verify-registration',
    {
      response: new SoftwareAuthenticator(ORIGIN).register(options.body),
      name: 'Portátil del trabajo',
      password,
    },
    headers,
  );
}

describe('a new passkey', () => {
  it('is emailed to its owner with its name, the device and where to remove it', async () => {
    const { email, client } = await confirmedAccount();
    const before = inbox.messages.length;
    expect((await addPasskey(client, TEST_PASSWORD)).status).toBe(200);
    const mail = await inbox.waitForMail(email, before);
    expect(subjectOf(mail)).toBe('Se ha añadido una llave de acceso');
    const readable = readableMail(mail);
    expect(readable).toContain('«Portátil del trabajo»');
    expect(readable).toContain('Chrome en Windows');
    expect(readable).toContain('/profile#passkeys');
  });

  it('is not emailed about when it was refused', async () => {
    const { email, client } = await confirmedAccount();
    const before = inbox.messages.length;
    expect((await addPasskey(client, 'adivina-1')).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.messages.slice(before).filter((mail) => mail.includes(email))).toEqual([]);
  });
});
