import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { openPhone, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { afterPendingUpdates, expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

/** Counts avatar uploads: a file refused in the browser must not be sent. */
function watchUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/profile/avatar')) count++;
  });
  return () => count;
}

/** Chooses a file through the avatar's camera button, as a person does. */
async function chooseAvatar(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await (await chooser).setFiles(file);
}

/** A 64 x 64 pink PNG: a photo the browser and the server both read. */
const pinkPhoto = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#e0607e' } })
    .png()
    .toBuffer();

test.describe('the profile screen', () => {
  // One person on one phone for every check, each a step. The uploads come last, the one that
  // gives the person a photo at the very end (before it the camera button says "Subir foto").
  test('loading, saving the name, quiet hours and the avatar', async () => {
    const user = await signUpThroughApi({ fullName: 'Quique Lara' });
    const { context, page } = await openPhone();
    await signInContext(context, user);

    await test.step('a profile that cannot load says "Error al cargar el perfil" and offers a retry', async () => {
      await page.route('**/api/profile', (route) => route.fulfill({ status: 503 }));
      await page.goto('/profile');
      await expectScreenAt(page, '/profile');
      await expect(page.getByRole('heading', { name: 'Error al cargar el perfil' })).toBeVisible();
      const toasts = page.getByRole('region', { name: /^Notificaciones/ });
      await expect(toasts.getByText('Error al cargar el perfil', { exact: true })).toBeVisible();

      await page.unroute('**/api/profile');
      await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByLabel('Nombre completo')).toBeVisible();
      await expect(page.getByLabel('Nombre completo')).toHaveValue('Quique Lara');
    });

    await test.step('shows the name problem under its field with the focus there, then saves the name', async () => {
      const name = page.getByLabel('Nombre completo', { exact: true });
      await name.fill('   ');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'El nombre es requerido' }),
      ).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();

      await name.fill('  Marta Ruiz Solé ');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(toastText(page, 'Perfil actualizado exitosamente')).toBeVisible();
      // The saved (trimmed) name comes back into the field.
      await expect.poll(() => name.inputValue()).toBe('Marta Ruiz Solé');
    });

    // Its reload also leaves the next steps a page without the toasts above.
    await test.step('quiet hours save as they change, say so, and are still there after a reload', async () => {
      const from = page.getByLabel('Desde', { exact: true });
      await expect(from).toHaveValue('22:00');
      // The field keeps the focus, as a phone's time picker does: no blur to save on.
      await from.fill('23:30');
      await expect(
        page.getByRole('status').filter({ hasText: 'Preferencias guardadas' }),
      ).toBeVisible();
      await expect(from).toBeFocused();
      await page.reload();
      await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('23:30');
      await expect(page.getByLabel('Hasta', { exact: true })).toHaveValue('08:00');
    });

    await test.step('an avatar upload shows its progress and can be cancelled, saying nothing went wrong', async () => {
      await expect(page.getByRole('button', { name: 'Subir foto' })).toBeVisible();
      // The server never answers: the upload stays under way until the person cancels it.
      await page.route('**/api/profile/avatar', () => {});
      await chooseAvatar(page, {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: await pinkPhoto(),
      });
      const progress = page.getByRole('progressbar', { name: 'Subiendo foto' });
      await expect(progress).toBeVisible();
      await screenshot(page, 'profile-uploading-light', { fullPage: false });
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await expect(progress).not.toBeAttached();
      await afterPendingUpdates(page);
      await expect(toastText(page, 'Error al actualizar el perfil')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Subir foto' })).toBeVisible();
      await page.unroute('**/api/profile/avatar');
    });

    await test.step('a file that is not an image is refused before it is sent', async () => {
      const uploads = watchUploads(page);
      await chooseAvatar(page, {
        name: 'notas.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('no soy una foto'),
      });
      await expect(toastText(page, 'Error al actualizar el perfil')).toBeVisible();
      expect(uploads()).toBe(0);
    });

    await test.step('a photo whose type the browser does not know (HEIC on a desktop) is left to the server', async () => {
      const uploads = watchUploads(page);
      await chooseAvatar(page, { name: 'foto.heic', mimeType: '', buffer: await pinkPhoto() });
      await expect(toastText(page, 'Perfil actualizado exitosamente')).toBeVisible();
      expect(uploads()).toBe(1);
      await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
    });
  });
});

test.describe('the profile screen, saving and uploading', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const user = await signUpThroughApi({ fullName: 'Elena Torres' });
      const { context, page } = await openPhone({ colorScheme });
      await signInContext(context, user);
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
      await screenshot(page, `profile-${colorScheme}`);
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page.getByRole('alertdialog', { name: '¿Cerrar sesión?' })).toBeVisible();
      await screenshot(page, `profile-sign-out-${colorScheme}`, { fullPage: false });
    });
  }
});
