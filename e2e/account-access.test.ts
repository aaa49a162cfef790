import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi, TEST_PASSWORD, uniqueEmail } from './support/users';

// Getting back in on a server without email (the embedded default); with email, see
// password-reset.test.ts.

const NEW_PASSWORD = 'nuestra-clave-nueva';

test.describe('without email (the embedded default)', () => {
  // One person, Tomás: signed out on his phone, then signed in there and on a laptop; each
  // former test a step, named in a failure's report.
  test('getting back in: ask the operator, change the password or the email', async () => {
    const user = await signUpThroughApi({ fullName: 'Tomás' });
    const { context, page } = await openPhone();
    // His other device: signed in through the form with the new password, a session of its own
    // (the API's cookies are the phone's), which the email change then signs out.
    const laptop = await openPhone();

    await test.step('a forgotten password says from the start to ask the operator, and so does a used link', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      // Nothing to send: no email field, no promise of an email.
      await expect(
        page.getByRole('heading', { name: 'Pide ayuda a quien cuida de Juntos' }),
      ).toBeVisible();
      await expect(page.getByText('te enviaremos un enlace', { exact: false })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Enviar enlace' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
      await expect(authScreen(page).loginButton).toBeVisible();

      // A link that no longer works points to the operator, not to the sign-in screen.
      await page.goto('/reset-password?token=ya-usado');
      await page.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
      await page.getByLabel('Repite la contraseña').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(
        page.getByRole('heading', { name: 'Este enlace no es válido o ya ha caducado' }),
      ).toBeVisible();
      await expect(
        page.getByText('Pide uno nuevo a la persona que administra Juntos.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText('desde la pantalla de inicio', { exact: false })).toHaveCount(0);
      await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
      await expect(authScreen(page).loginButton).toBeVisible();
    });

    await test.step('the password is changed on the profile with the current one', async () => {
      await signInContext(context, user);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
      await dialog.getByLabel('Contraseña actual').fill('no-es-esta');
      await dialog.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByText('La contraseña no es correcta')).toBeVisible();
      await dialog.getByLabel('Contraseña actual').fill(TEST_PASSWORD);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText(/^Contraseña cambiada\./)).toBeVisible();
      await expect(dialog).toBeHidden();
      // Still signed in here, with the session the change gave this device.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();

      await laptop.page.goto('/');
      await signInThroughForm(laptop.page, { email: user.email, password: NEW_PASSWORD });
      await expectScreenAt(laptop.page, '/dashboard');
    });

    await test.step('changing the email on the profile signs every other device out', async () => {
      await laptop.page.goto('/profile');
      await expectScreenAt(laptop.page, '/profile');

      // The phone is still on its profile (the step above).
      await page.getByRole('button', { name: 'Cambiar email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar email' });
      await expect(
        dialog.getByText('Se cerrará la sesión en tus otros dispositivos.'),
      ).toBeVisible();
      const newEmail = uniqueEmail('nuevo');
      await dialog.getByLabel('Nuevo email').fill(newEmail);
      await dialog.getByLabel('Tu contraseña').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(
        page.getByText(
          `Tu email ahora es ${newEmail}. Tus otros dispositivos tendrán que volver a entrar.`,
        ),
      ).toBeVisible();
      // The dialog closes once the profile and session are fetched again (after the message).
      await expect(dialog).toBeHidden();
      // This phone stays in; the laptop, opened again, is at the sign-in screen.
      await page.reload();
      await expect(page.getByText(newEmail).first()).toBeVisible();
      await laptop.page.reload();
      await expect(authScreen(laptop.page).loginButton).toBeVisible();
    });
  });

  test('screenshots: forgot panel, reset page and the account card, light and dark', {
    tag: '@screenshots',
  }, async () => {
    const user = await signUpThroughApi({ fullName: 'Vera' });
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openPhone({ colorScheme });
      await page.goto('/');
      await expect(authScreen(page).loginButton).toBeVisible();
      await screenshot(page, `password-forgot-link-${colorScheme}`, { fullPage: false });
      await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
      await expect(
        page.getByRole('heading', { name: 'Pide ayuda a quien cuida de Juntos' }),
      ).toBeVisible();
      await screenshot(page, `password-forgot-no-email-${colorScheme}`, { fullPage: false });
      await page.goto('/reset-password?token=ejemplo');
      await expect(page.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
      await screenshot(page, `password-reset-${colorScheme}`, { fullPage: false });
      await page.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
      await page.getByLabel('Repite la contraseña').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(page.getByText('Pide uno nuevo a la persona', { exact: false })).toBeVisible();
      await screenshot(page, `password-reset-used-link-${colorScheme}`, { fullPage: false });
      await signInContext(context, user);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).scrollIntoViewIfNeeded();
      await screenshot(page, `account-card-${colorScheme}`, { fullPage: false });
      await page.getByRole('button', { name: 'Cambiar email' }).click();
      await expect(page.getByRole('dialog', { name: 'Cambiar email' })).toBeVisible();
      await screenshot(page, `account-email-dialog-${colorScheme}`, { fullPage: false });
    }
  });
});
