import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { openPhone, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { afterPendingUpdates, expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

async function onProfile(fullName: string): Promise<Page> {
  const user = await signUpThroughApi({ fullName });
  const { context, page } = await openPhone();
  await signInContext(context, user);
  return page;
}

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

test.describe('the profile screen', () => {
  test('a profile that cannot load says "Error al cargar el perfil" and offers a retry', async () => {
    const page = await onProfile('Quique Lara');
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

  test('a file that is not an image is refused before it is sent', async () => {
    const page = await onProfile('Rosa Blanco');
    const uploads = watchUploads(page);
    await page.goto('/profile');
    await chooseAvatar(page, {
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una foto'),
    });
    await expect(toastText(page, 'Error al actualizar el perfil')).toBeVisible();
    expect(uploads()).toBe(0);
  });

  test('a photo whose type the browser does not know (HEIC on a desktop) is left to the server', async () => {
    const page = await onProfile('Sara Ibáñez');
    const uploads = watchUploads(page);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#e0607e' },
    })
      .png()
      .toBuffer();
    await page.goto('/profile');
    await chooseAvatar(page, { name: 'foto.heic', mimeType: '', buffer: photo });
    await expect(toastText(page, 'Perfil actualizado exitosamente')).toBeVisible();
    expect(uploads()).toBe(1);
    await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
  });
});

test.describe('the profile screen, saving and uploading', () => {
  test('shows the name problem under its field with the focus there, then saves the name', async () => {
    const page = await onProfile('Marta Ruiz');
    await page.goto('/profile');
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

  test('an avatar upload shows its progress and can be cancelled, saying nothing went wrong', async () => {
    const page = await onProfile('Nuria Vidal');
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Subir foto' })).toBeVisible();
    // The server never answers: the upload stays under way until the person cancels it.
    await page.route('**/api/profile/avatar', () => {});
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#e0607e' },
    })
      .png()
      .toBuffer();
    await chooseAvatar(page, { name: 'foto.png', mimeType: 'image/png', buffer: photo });
    const progress = page.getByRole('progressbar', { name: 'Subiendo foto' });
    await expect(progress).toBeVisible();
    await screenshot(page, 'profile-uploading-light', { fullPage: false });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(progress).not.toBeAttached();
    await afterPendingUpdates(page);
    await expect(toastText(page, 'Error al actualizar el perfil')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subir foto' })).toBeVisible();
  });

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
