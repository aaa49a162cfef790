import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildHarness, serveHarness } from './blocks/harness-server';
import { describeInBrowser, openPhone, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expectAbsent, expectVisible, fieldDescription } from './support/screen';

// The web building blocks on a page of their own (e2e/blocks/harness), built as the app is:
// what a person sees and does with each before any screen uses it.
let harness: Awaited<ReturnType<typeof serveHarness>>;
beforeAll(async () => {
  await buildHarness();
  harness = await serveHarness();
}, 120_000);
afterAll(() => harness?.close());

const PHONE = { width: 390, height: 844 };

async function openGallery(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page } = await openPhone({ colorScheme });
  await page.goto(harness.url);
  await expectVisible(page.getByRole('heading', { name: 'Recuerdos', level: 1 }));
  return page;
}

const isFocused = (page: Page, name: string) =>
  page.getByLabel(name, { exact: true }).evaluate((element) => element === document.activeElement);

describeInBrowser('the web building blocks', () => {
  it('the form dialog is a bottom sheet on a phone and a centred dialog on a wide screen', async () => {
    const page = await openGallery();
    await page.getByRole('button', { name: 'Nuevo recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear recuerdo' });
    await expectVisible(dialog);
    await page.waitForTimeout(500);
    const sheet = await dialog.boundingBox();
    expect(sheet?.width).toBe(PHONE.width);
    expect(Math.abs((sheet?.y ?? 0) + (sheet?.height ?? 0) - PHONE.height)).toBeLessThan(2);

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(500);
    const centred = await dialog.boundingBox();
    expect(centred?.width).toBeLessThan(600);
    expect(Math.abs((centred?.x ?? 0) + (centred?.width ?? 0) / 2 - 512)).toBeLessThan(2);
    expect(Math.abs((centred?.y ?? 0) + (centred?.height ?? 0) / 2 - 384)).toBeLessThan(2);
  });

  it('shows the first problem under its field with the focus there, then saves with a pending state that keeps it open', async () => {
    const page = await openGallery();
    await page.getByRole('button', { name: 'Nuevo recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear recuerdo' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'El título es requerido' }));
    const title = dialog.getByLabel('Título', { exact: true });
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldDescription(title)).toBe('El título es requerido');
    expect(await isFocused(page, 'Título')).toBe(true);
    // Only the first problem shows: the empty date waits its turn.
    expect(await dialog.getByRole('alert').count()).toBe(1);

    await title.fill('Cena en la playa');
    expect(await title.getAttribute('aria-invalid')).toBe('false');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'Formato de fecha inválido' }));
    expect(await isFocused(page, 'Fecha')).toBe(true);

    await dialog.getByLabel('Fecha', { exact: true }).fill('2024-02-14');
    await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(dialog.getByRole('button', { name: 'Guardando...' }));
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await expectVisible(toastText(page, 'Perfil actualizado exitosamente'));
    await expectAbsent(dialog);
    await expectVisible(page.getByText('Guardado: Cena en la playa (4)'));
  });

  it('the confirm dialog stays open while its request runs, then closes', async () => {
    const page = await openGallery();
    await page.getByRole('button', { name: 'Eliminar recuerdo' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este recuerdo?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectVisible(confirm.getByRole('button', { name: 'Eliminando...' }));
    expect(await confirm.getByRole('button', { name: 'Cancelar' }).isDisabled()).toBe(true);
    await expectAbsent(confirm);
    await expectVisible(page.getByText('Eliminados: 1'));
  });

  it('the lightbox shows the photo full size and closes on Escape, a tap outside and a swipe', async () => {
    const page = await openGallery();
    const open = async () => {
      await page.getByRole('button', { name: 'Ver Nuestra primera cita' }).click();
      const lightbox = page.getByRole('dialog', { name: 'Nuestra primera cita' });
      await expectVisible(lightbox.getByRole('img', { name: 'Nuestra primera cita' }));
      await page.waitForTimeout(300);
      return lightbox;
    };

    let lightbox = await open();
    await page.keyboard.press('Escape');
    await expectAbsent(lightbox);

    lightbox = await open();
    // A tap on the photo itself keeps it open; one beside it closes.
    await page.mouse.click(PHONE.width / 2, PHONE.height / 2);
    await page.waitForTimeout(200);
    expect(await lightbox.isVisible()).toBe(true);
    await page.mouse.click(8, PHONE.height - 8);
    await expectAbsent(lightbox);

    lightbox = await open();
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.mouse.down();
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2 + 160, { steps: 8 });
    await page.mouse.up();
    await expectAbsent(lightbox);
  });

  it('uploads a photo with its progress and hands back what was stored; refuses a non-image; cancels', async () => {
    const page = await openGallery();
    const photo = page.getByLabel('Foto', { exact: true });
    await photo.setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expectVisible(toastText(page, 'Tipo de contenido no admitido'));

    const png = Buffer.alloc(400_000, 7);
    await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expectVisible(page.getByText('Guardada: photo-ok.jpg'));
    await expectVisible(toastText(page, 'Perfil actualizado exitosamente'));

    await page.getByLabel('Servidor lento').check();
    await photo.setInputFiles({ name: 'otra.png', mimeType: 'image/png', buffer: png });
    const progress = page.getByRole('progressbar', { name: 'Subiendo foto' });
    await expectVisible(progress);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectAbsent(progress);
    await page.waitForTimeout(300);
    expect(await toastText(page, 'Error al actualizar el perfil').count()).toBe(0);
  });

  it('a failed load says "Error al cargar datos" and its retry card loads it again', async () => {
    const page = await openGallery();
    const toasts = page.getByRole('region', { name: /^Notificaciones/ });
    await expectVisible(toasts.getByText('Error al cargar datos', { exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'Error al cargar datos' }));
    await page.getByRole('button', { name: 'Arreglar el servidor' }).click();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expectVisible(page.getByText('Datos: ok'));
  });

  it('the month grid starts on Sunday and keeps the marks in their colours on the selected day', async () => {
    const page = await openGallery();
    const grid = page.getByRole('region', { name: 'Mes' });
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers[0]?.toLowerCase()).toBe('dom');
    const day = (name: string) => grid.getByRole('button', { name, exact: true });
    const valentine = day('sábado, 14 de febrero de 2026, 2 marcas');
    expect(await valentine.getAttribute('aria-pressed')).toBe('true');
    expect(await valentine.getAttribute('aria-current')).toBe('date');
    expect(await day('miércoles, 25 de febrero de 2026').isDisabled()).toBe(true);
    // The selected day's pink mark is the same pink as an unselected day's, not white.
    const colourOf = (mark: ReturnType<typeof day>, kind: string) =>
      mark
        .locator(`[data-mark="${kind}"]`)
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const unselectedPink = await colourOf(day('martes, 3 de febrero de 2026, 1 marcas'), 'pink');
    expect(await colourOf(valentine, 'pink')).toBe(unselectedPink);
    expect(unselectedPink).not.toBe('rgb(255, 255, 255)');

    await day('viernes, 20 de febrero de 2026, 1 marcas').click();
    expect(await valentine.getAttribute('aria-pressed')).toBe('false');
  });

  it.each(['light', 'dark'] as const)('screenshots in the %s theme', async (colorScheme) => {
    const page = await openGallery(colorScheme);
    await expectVisible(page.getByRole('heading', { name: 'Error al cargar datos' }));
    await screenshot(page, `blocks-gallery-${colorScheme}`);
    await page.getByRole('button', { name: 'Nuevo recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear recuerdo' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(dialog.getByRole('alert'));
    await screenshot(page, `blocks-form-sheet-${colorScheme}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expectAbsent(dialog);
    await page.getByRole('button', { name: 'Eliminar recuerdo' }).click();
    await expectVisible(page.getByRole('alertdialog'));
    await screenshot(page, `blocks-confirm-${colorScheme}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ver Nuestra primera cita' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Nuestra primera cita' }));
    await page.waitForTimeout(300);
    await screenshot(page, `blocks-lightbox-${colorScheme}`, { fullPage: false });
  });
});
