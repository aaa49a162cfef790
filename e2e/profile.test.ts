import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeInBrowser, openPhone, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';
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

describeInBrowser('the profile screen', () => {
  it('a profile that cannot load says "Error al cargar el perfil" and offers a retry', async () => {
    const page = await onProfile('Quique Lara');
    await page.route('**/api/profile', (route) => route.fulfill({ status: 503 }));
    await page.goto('/profile');
    await expectScreenAt(page, '/profile');
    await expectVisible(page.getByRole('heading', { name: 'Error al cargar el perfil' }));
    const toasts = page.getByRole('region', { name: /^Notificaciones/ });
    await expectVisible(toasts.getByText('Error al cargar el perfil', { exact: true }));

    await page.unroute('**/api/profile');
    await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).click();
    await expectVisible(page.getByLabel('Nombre completo'));
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Quique Lara');
  });

  it('a file that is not an image is refused before it is sent', async () => {
    const page = await onProfile('Rosa Blanco');
    const uploads = watchUploads(page);
    await page.goto('/profile');
    await chooseAvatar(page, {
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una foto'),
    });
    await expectVisible(toastText(page, 'Error al actualizar el perfil'));
    expect(uploads()).toBe(0);
  });

  it('a photo whose type the browser does not know (HEIC on a desktop) is left to the server', async () => {
    const page = await onProfile('Sara Ibáñez');
    const uploads = watchUploads(page);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#e0607e' },
    })
      .png()
      .toBuffer();
    await page.goto('/profile');
    await chooseAvatar(page, { name: 'foto.heic', mimeType: '', buffer: photo });
    await expectVisible(toastText(page, 'Perfil actualizado exitosamente'));
    expect(uploads()).toBe(1);
    await expectVisible(page.getByRole('button', { name: 'Cambiar foto' }));
  });
});

describeInBrowser('the profile screen, saving and uploading', () => {
  it('shows the name problem under its field with the focus there, then saves the name', async () => {
    const page = await onProfile('Marta Ruiz');
    await page.goto('/profile');
    const name = page.getByLabel('Nombre completo', { exact: true });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'El nombre es requerido' }));
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);

    await name.fill('  Marta Ruiz Solé ');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(toastText(page, 'Perfil actualizado exitosamente'));
    // The saved (trimmed) name comes back into the field.
    await expect.poll(() => name.inputValue()).toBe('Marta Ruiz Solé');
  });

  it('an avatar upload shows its progress and can be cancelled, saying nothing went wrong', async () => {
    const page = await onProfile('Nuria Vidal');
    await page.goto('/profile');
    await expectVisible(page.getByRole('button', { name: 'Subir foto' }));
    // The server never answers: the upload stays under way until the person cancels it.
    await page.route('**/api/profile/avatar', () => {});
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#e0607e' },
    })
      .png()
      .toBuffer();
    await chooseAvatar(page, { name: 'foto.png', mimeType: 'image/png', buffer: photo });
    const progress = page.getByRole('progressbar', { name: 'Subiendo foto' });
    await expectVisible(progress);
    await screenshot(page, 'profile-uploading-light', { fullPage: false });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectAbsent(progress);
    await page.waitForTimeout(300);
    expect(await toastText(page, 'Error al actualizar el perfil').count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: 'Subir foto' }));
  });

  it.each(['light', 'dark'] as const)('screenshots in the %s theme', async (colorScheme) => {
    const user = await signUpThroughApi({ fullName: 'Elena Torres' });
    const { context, page } = await openPhone({ colorScheme });
    await signInContext(context, user);
    await page.goto('/profile');
    await expectVisible(page.getByRole('button', { name: 'Guardar cambios' }));
    await screenshot(page, `profile-${colorScheme}`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expectVisible(page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }));
    await screenshot(page, `profile-sign-out-${colorScheme}`, { fullPage: false });
  });
});
