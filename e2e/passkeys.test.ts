import { openPhone, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { addVirtualAuthenticator, setPageVisibility } from './support/privacy';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

// WebAuthn needs a domain for its relying party, not an IP address: this file's server is
// reached as localhost.
test.use({ appHost: 'localhost' });

test.describe('passkeys', () => {
  test('a passkey added on the profile signs in alone, and opens the app lock', async () => {
    const user = await signUpThroughApi({ fullName: 'Lucía Prados' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    await addVirtualAuthenticator(page);

    await page.goto('/profile');
    const passkeys = page.getByRole('list', { name: 'Llaves de acceso' });
    await expect(page.getByText('Aún no tienes llaves de acceso')).toBeVisible();
    await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva llave de acceso' });
    await dialog.getByLabel('Nombre').fill('Teléfono de Lucía');
    // A passkey signs in alone: the session's cookie is not enough to add one.
    await dialog.getByLabel('Tu contraseña').fill(user.password);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(toastText(page, 'Llave de acceso añadida')).toBeVisible();
    await expect(passkeys.getByText('Teléfono de Lucía')).toBeVisible();

    // Renamed, then signed out: the sign-in screen offers the passkey, and it is enough.
    await passkeys.getByRole('button', { name: 'Cambiar nombre' }).click();
    const rename = page.getByRole('dialog', { name: 'Cambiar el nombre' });
    await rename.getByLabel('Nombre').fill('Mi Pixel');
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await expect(passkeys.getByText('Mi Pixel')).toBeVisible();
    await screenshot(page, 'privacy-passkeys-light', { fullPage: false });

    // A new password offers to remove the passkeys too, naming them, ticked: whoever knew the
    // old one may have added one. Closed here; the removal itself is the server's test.
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    const removeAll = change.getByRole('checkbox', { name: 'Quitar también tus llaves de acceso' });
    await expect(removeAll).toBeChecked();
    await expect(change.getByText('Con ellas se entra sin contraseña: Mi Pixel')).toBeVisible();
    await screenshot(page, 'privacy-change-password-passkeys-light', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(change).toHaveCount(0);

    // Closed, then signed out, as a person's app would be between two sign-ins.
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
    await expectScreenAt(page, '/dashboard');

    // The app lock opens with the passkey's own check (user verification).
    await page.goto('/profile');
    await page.getByRole('switch', { name: 'Bloquear la app' }).click();
    await page.getByRole('radio', { name: 'Al momento' }).click();
    await setPageVisibility(page, 'hidden');
    await setPageVisibility(page, 'visible');
    await expect(page.getByRole('heading', { name: 'Juntos está bloqueada' })).toBeVisible();
    await expect(page.getByText('Mi Pixel')).toHaveCount(0);
    await page.getByRole('button', { name: 'Desbloquear con llave de acceso' }).click();
    await expect(page.getByRole('list', { name: 'Llaves de acceso' })).toBeVisible();

    // Removed: it no longer signs in.
    await page.getByRole('switch', { name: 'Bloquear la app' }).click();
    await page
      .getByRole('list', { name: 'Llaves de acceso' })
      .getByRole('button', { name: 'Quitar' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click();
    await expect(page.getByText('Aún no tienes llaves de acceso')).toBeVisible();
    await context.clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
    await expect(
      toastText(page, 'Esta llave de acceso no es de ninguna cuenta de Juntos'),
    ).toBeVisible();
    await expectScreenAt(page, '/');
  });
});
