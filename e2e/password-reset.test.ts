import type { Page } from '@playwright/test';
import { linkInMail, type SmtpInbox } from '@test/smtp-inbox';
import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone, randomClientAddress } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { TEST_PASSWORD, uniqueEmail } from './support/users';

const NEW_PASSWORD = 'nuestra-clave-nueva';

/** Signs up through the API and follows the confirmation email, as a new person would. */
async function signUpConfirmed(baseUrl: string, mailbox: SmtpInbox, email: string) {
  const since = mailbox.messages.length;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-forwarded-for': randomClientAddress(),
    },
    body: JSON.stringify({ email, password: TEST_PASSWORD, fullName: 'Irene' }),
  });
  expect(signUp.status).toBe(200);
  const confirm = linkInMail(await mailbox.waitForMail(email, since), 'verify-email');
  const confirmed = await fetch(confirm, { redirect: 'manual' });
  expect(confirmed.status).toBe(302);
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('Contraseña nueva').fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

// The worker's server sends email to a loopback SMTP server (mailbox): a new worker for this file.
test.use({ withSmtp: true });

test('a forgotten password is reset through the emailed link; only the new one works after', async ({
  app,
  mailbox,
}) => {
  if (!mailbox) throw new Error('The worker has no mailbox');
  const email = uniqueEmail('olvido');
  await signUpConfirmed(app.baseUrl, mailbox, email);
  // Another device, signed in before the reset, is signed out by it.
  const laptop = await openPhone();
  await laptop.page.goto('/');
  await signInThroughForm(laptop.page, { email, password: TEST_PASSWORD });
  await expectScreenAt(laptop.page, '/dashboard');

  const { page } = await openPhone();
  await page.goto('/');
  const screen = authScreen(page);
  await screen.email.fill(email);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
  await expect(screen.email).toHaveValue(email);
  const since = mailbox.messages.length;
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu email 💌' })).toBeVisible();

  const link = linkInMail(await mailbox.waitForMail(email, since), 'reset-password');
  expect(new URL(link).origin).toBe(app.baseUrl);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
  await page.getByLabel('Repite la contraseña').fill('otra-cosa-123');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText('¡Contraseña cambiada! Entra con la nueva 💕')).toBeVisible();
  await expectScreenAt(page, '/');

  await signInThroughForm(page, { email, password: TEST_PASSWORD });
  await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible();
  await expectScreenAt(page, '/');
  await signInThroughForm(page, { email, password: NEW_PASSWORD });
  await expectScreenAt(page, '/dashboard');

  await laptop.page.reload();
  await expectScreenAt(laptop.page, '/');

  // The link worked once.
  const again = await openPhone();
  await again.page.goto(link);
  await chooseNewPassword(again.page, 'una-tercera-clave');
  await expect(
    again.page.getByRole('heading', { name: 'Este enlace no es válido o ya ha caducado' }),
  ).toBeVisible();
  // This server sends links: a new one is asked for where it can be.
  await expect(
    again.page.getByText('Pide uno nuevo desde la pantalla de inicio.', { exact: false }),
  ).toBeVisible();
});
