import { readableMail, signInFrom, USER_AGENTS } from '@test/device-fixtures';
import { TEST_PASSWORD, uniqueEmail } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { linkInMail, type SmtpInbox, startSmtpInbox } from '@test/smtp-inbox';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberDevice } from './known-devices.repository';

// A real SMTP server on loopback receives what the app sends: the protocol is not faked.
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

const testApp = setupTestApp(() => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port) }));

const isNewDeviceMail = (mail: string) => mail.includes('/profile#devices');
const newDeviceMailsTo = (email: string) =>
  inbox.messages.filter((mail) => mail.includes(email) && isNewDeviceMail(mail));

/** Signs up and confirms by the emailed link (the account's first device: no notice for it). */
async function confirmedAccount(fullName: string) {
  const email = uniqueEmail('device');
  const client = new TestClient(testApp, fullName);
  const headers = { 'user-agent': USER_AGENTS.iphoneSafari };
  const signUp = await client.request(
    'POST',
    '/api/auth/sign-up/email',
    { email, password: TEST_PASSWORD, fullName },
    headers,
  );
  expect(signUp.status).toBe(200);
  const link = new URL(linkInMail(await inbox.waitForMail(email), 'verify-email'));
  const confirmed = await client.raw(`${link.pathname}${link.search}`, { headers });
  expect(confirmed.status).toBe(302);
  return { email, client };
}

/** Waits until the account's devices row for this sign-in is written (the hook ran). */
async function knownDeviceCount(email: string) {
  const result = await testApp.deps.pool.query<{ n: number }>(
    'select count(*)::int n from known_devices k join users u on u.id = k.user_id where u.email = $1',
    [email],
  );
  return result.rows[0]?.n ?? 0;
}

describe('a sign-in from a new device', () => {
  it('emails the device, the time and a link to the devices, in the person’s language', async () => {
    const { email, client } = await confirmedAccount('Élodie');
    expect(await knownDeviceCount(email)).toBe(1);
    // Their language and zone, as the notifications card saves them.
    const saved = await client.request('PUT', '/api/notifications', {
      disabledKinds: [],
      quietStart: '22:00',
      quietEnd: '08:00',
      timeZone: 'Europe/Paris',
      language: 'fr',
    });
    expect(saved.status).toBe(200);

    const since = inbox.messages.length;
    // The new device's browser speaks German: the email still follows the person.
    await signInFrom(testApp, email, USER_AGENTS.windowsChrome, { 'accept-language': 'de-DE' });
    const mail = readableMail(await inbox.waitForMail(email, since));
    expect(mail).toContain('Subject: Nouvelle connexion à Juntos');
    expect(mail).toContain('Coucou Élodie 💕');
    expect(mail).toContain('Chrome sur Windows');
    // The time, in their own zone (Paris is UTC+1 in winter, +2 in summer).
    expect(mail).toMatch(/ \d{2}:\d{2} UTC\+[12]\r?\n/);
    expect(linkInMail(mail, 'profile')).toBe('http://localhost:3000/profile#devices');
    expect(mail).not.toContain(TEST_PASSWORD);
  });

  it('says nothing for a device seen before (after an update or a sign-out), nor for the first', async () => {
    const { email, client } = await confirmedAccount('Pau');
    expect(newDeviceMailsTo(email)).toEqual([]);

    // The same iPhone after an iOS update: another version in the user agent, the same device.
    const updated = USER_AGENTS.iphoneSafari.replace(/17_5/g, '18_1').replace('17.5', '18.1');
    await signInFrom(testApp, email, updated);
    // Signed out, then back in on it.
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    await signInFrom(testApp, email, USER_AGENTS.iphoneSafari);
    expect(await knownDeviceCount(email)).toBe(1);

    // A truly new one is told, once; the known sign-ins before it sent nothing.
    const since = inbox.messages.length;
    await signInFrom(testApp, email, USER_AGENTS.androidFirefox);
    await inbox.waitForMail(email, since);
    await signInFrom(testApp, email, USER_AGENTS.androidFirefox);
    expect(await knownDeviceCount(email)).toBe(2);
    expect(newDeviceMailsTo(email)).toHaveLength(1);
    expect(readableMail(newDeviceMailsTo(email)[0] ?? '')).toContain('Firefox en Android');
  });

  it('without a saved language, uses the signing-in browser’s, and Spanish after that', async () => {
    const { email } = await confirmedAccount('Greta');
    const since = inbox.messages.length;
    await signInFrom(testApp, email, USER_AGENTS.macSafari, {
      'accept-language': 'de-CH,de;q=0.9,en;q=0.8',
    });
    const german = readableMail(await inbox.waitForMail(email, since));
    expect(german).toContain('Subject: Neue Anmeldung bei Juntos');
    expect(german).toContain('Safari auf macOS');
    expect(german).toMatch(/UTC/);

    const next = inbox.messages.length;
    await signInFrom(testApp, email, USER_AGENTS.windowsChrome, { 'accept-language': 'ja' });
    const spanish = readableMail(await inbox.waitForMail(email, next));
    expect(spanish).toContain('Subject: Nuevo inicio de sesión en Juntos');
    expect(spanish).toContain('Chrome en Windows');
  });

  it('two sign-ins at once from one new device send one email', async () => {
    const { email } = await confirmedAccount('Iker');
    const since = inbox.messages.length;
    await Promise.all([
      signInFrom(testApp, email, USER_AGENTS.macSafari),
      signInFrom(testApp, email, USER_AGENTS.macSafari),
      signInFrom(testApp, email, USER_AGENTS.macSafari),
    ]);
    // A later new device's email arrives after theirs would have.
    await signInFrom(testApp, email, USER_AGENTS.windowsChrome);
    const mailsSince = () => inbox.messages.slice(since).map(readableMail);
    await expect
      .poll(() => mailsSince().some((mail) => mail.includes('Chrome en Windows')))
      .toBe(true);
    expect(mailsSince().filter((mail) => mail.includes('Safari en macOS'))).toHaveLength(1);
    expect(newDeviceMailsTo(email)).toHaveLength(2);

    // The rule underneath: of many claims of one new device at once, exactly one is "new".
    const { rows } = await testApp.deps.pool.query<{ id: string }>(
      'select id from users where email = $1',
      [email],
    );
    const userId = rows[0]?.id ?? '';
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        rememberDevice(testApp.deps.db, userId, 'Edge|Windows|computer'),
      ),
    );
    expect(claims.filter((claim) => claim.isNew)).toHaveLength(1);
    expect(claims.every((claim) => claim.hadOthers)).toBe(true);
  });
});

/** As if the account's devices were last seen an hour ago. */
async function anHourLater(email: string) {
  await testApp.deps.pool.query(
    `update known_devices set last_seen_at = now() - interval '1 hour'
     where user_id = (select id from users where email = $1)`,
    [email],
  );
}

describe('the same model of phone and browser in someone else’s hands', () => {
  it('is told about; the owner’s own browser signing in again is not', async () => {
    const { email } = await confirmedAccount('Vera');
    // Her iPhone signs in with her password: its browser now carries the proof it is hers.
    const owner = await signInFrom(testApp, email, USER_AGENTS.iphoneSafari);
    await anHourLater(email);
    const since = inbox.messages.length;

    // Signed out and back in on her own iPhone: nothing to tell.
    expect((await owner.post('/api/auth/sign-out')).status).toBe(200);
    const again = await owner.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: TEST_PASSWORD },
      { 'user-agent': USER_AGENTS.iphoneSafari },
    );
    expect(again.status).toBe(200);
    await anHourLater(email);

    // Another iPhone with Safari (an ex's, a borrowed one): the same user agent, a new device.
    await signInFrom(testApp, email, USER_AGENTS.iphoneSafari);
    const mail = readableMail(await inbox.waitForMail(email, since));
    expect(mail).toContain('Safari en iOS');
    expect(newDeviceMailsTo(email)).toHaveLength(1);
  });
});

describe('a browser that signed in any way', () => {
  it('is known afterwards: confirming the email there leaves the same proof as a password', async () => {
    // Signed up and confirmed on her phone (a session made by the confirmation link).
    const { email, client } = await confirmedAccount('Olga');
    const before = inbox.messages.length;
    await signInFrom(testApp, email, USER_AGENTS.windowsChrome);
    await inbox.waitForMail(email, before);
    await anHourLater(email);
    const since = inbox.messages.length;
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const again = await client.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: TEST_PASSWORD },
      { 'user-agent': USER_AGENTS.iphoneSafari },
    );
    expect(again.status).toBe(200);
    // A new device after it: its email is the only one since.
    await signInFrom(testApp, email, USER_AGENTS.androidFirefox);
    const mail = readableMail(await inbox.waitForMail(email, since));
    expect(mail).toContain('Firefox en Android');
    expect(inbox.messages.slice(since).filter((m) => m.includes(email))).toHaveLength(1);
  });
});
