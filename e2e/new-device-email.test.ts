import { readableMail } from '@test/device-fixtures';
import { linkInMail } from '@test/smtp-inbox';
import { signInThroughForm } from './support/auth-screen';
import { openPhone, randomClientAddress } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { TEST_PASSWORD, uniqueEmail } from './support/users';

// The worker's server sends email to a loopback SMTP server (mailbox): a new worker for this file.
test.use({ withSmtp: true });

test('a sign-in from a new device emails its owner a link that opens their device list', async ({
  app,
  mailbox,
}) => {
  if (!mailbox) throw new Error('The worker has no mailbox');
  const email = uniqueEmail('nuevo');
  // Signed up and confirmed from a script: the account's first device, remembered silently.
  const signUp = await fetch(`${app.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app.baseUrl,
      'x-forwarded-for': randomClientAddress(),
    },
    body: JSON.stringify({ email, password: TEST_PASSWORD, fullName: 'Lucía' }),
  });
  expect(signUp.status).toBe(200);
  const confirm = linkInMail(await mailbox.waitForMail(email), 'verify-email');
  expect((await fetch(confirm, { redirect: 'manual' })).status).toBe(302);

  const { page } = await openPhone();
  await page.goto('/');
  const since = mailbox.messages.length;
  await signInThroughForm(page, { email, password: TEST_PASSWORD });
  await expectScreenAt(page, '/dashboard');

  const mail = readableMail(await mailbox.waitForMail(email, since));
  expect(mail).toContain('Subject: Nuevo inicio de sesión en Juntos');
  expect(mail).toContain('Hola Lucía 💕');
  expect(mail).toContain('Chrome en Linux');
  const link = linkInMail(mail, 'profile');
  expect(link).toBe(`${app.baseUrl}/profile#devices`);

  await page.goto(link);
  await expectScreenAt(page, '/profile');
  const card = page.locator('#devices');
  await expect(card.getByRole('heading', { name: 'Tus dispositivos' })).toBeInViewport();
  const self = card.getByRole('listitem').filter({ hasText: 'Este dispositivo' });
  await expect(self).toContainText('Chrome en Linux');
  await expect(card.getByRole('listitem')).toHaveCount(2);

  // Signing in again on this browser later is no news: no second email. Signed out (its
  // session cookies gone), it still carries the signed proof that it signed in here before.
  const proof = (await page.context().cookies()).filter((c) => c.name === 'juntos.known_device');
  expect(proof).toHaveLength(1);
  // The app closed first, as a person's would be between two sign-ins.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.context().addCookies(proof);
  await page.goto('/');
  const before = mailbox.messages.length;
  await signInThroughForm(page, { email, password: TEST_PASSWORD });
  await expectScreenAt(page, '/dashboard');
  // A brand-new device afterwards is told, and is the only email since.
  const laptop = await openPhone({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  });
  await laptop.page.goto('/');
  await signInThroughForm(laptop.page, { email, password: TEST_PASSWORD });
  await expectScreenAt(laptop.page, '/dashboard');
  expect(readableMail(await mailbox.waitForMail(email, before))).toContain('Safari en macOS');
  expect(mailbox.messages.slice(before).filter((m) => m.includes(email))).toHaveLength(1);
});
