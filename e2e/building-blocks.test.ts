import type { Page } from '@playwright/test';
import { serveHarness } from './blocks/harness-server';
import { openPhone, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { afterPendingUpdates, expectImageLoaded, fieldDescription } from './support/screen';

// The web building blocks on a page of their own (e2e/blocks/harness), built as the app is:
// what a person sees and does with each before any screen uses it.
let harness: Awaited<ReturnType<typeof serveHarness>>;
// The page is built once per run by the global setup (e2e/support/global-setup.ts).
test.beforeAll(async () => {
  harness = await serveHarness();
});
test.afterAll(() => harness?.close());

const PHONE = { width: 390, height: 844 };

async function openGallery(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page } = await openPhone({ colorScheme });
  await page.goto(harness.url);
  await expect(page.getByRole('heading', { name: 'Recuerdos', level: 1 })).toBeVisible();
  return page;
}

/** The harness's request under way answers now (form-sections.tsx, `answeredByTheTest`). */
const answerTheRequest = (page: Page) => page.evaluate(() => window.answerHarnessRequest?.());

const isFocused = (page: Page, name: string) =>
  page.getByLabel(name, { exact: true }).evaluate((element) => element === document.activeElement);

test.describe('the web building blocks', () => {
  test('the form dialog is a bottom sheet on a phone and a centred dialog on a wide screen', async () => {
    const page = await openGallery();
    await page.getByRole('button', { name: 'Nuevo recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear recuerdo' });
    await expect(dialog).toBeVisible();
    // Where it comes to rest once it has slid in (polled: the opening animation moves it).
    await expect
      .poll(async () => {
        const sheet = await dialog.boundingBox();
        return {
          fullWidth: sheet?.width === PHONE.width,
          onTheBottom: Math.abs((sheet?.y ?? 0) + (sheet?.height ?? 0) - PHONE.height) < 2,
        };
      })
      .toEqual({ fullWidth: true, onTheBottom: true });

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect
      .poll(async () => {
        const centred = await dialog.boundingBox();
        return {
          narrow: (centred?.width ?? Number.POSITIVE_INFINITY) < 600,
          centredAcross: Math.abs((centred?.x ?? 0) + (centred?.width ?? 0) / 2 - 512) < 2,
          centredDown: Math.abs((centred?.y ?? 0) + (centred?.height ?? 0) / 2 - 384) < 2,
        };
      })
      .toEqual({ narrow: true, centredAcross: true, centredDown: true });
  });

  test('shows the first problem under its field with the focus there, then saves with a pending state that keeps it open', async () => {
    const page = await openGallery();
    await page.getByRole('button', { name: 'Nuevo recuerdo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear recuerdo' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'El título es requerido' }),
    ).toBeVisible();
    const title = dialog.getByLabel('Título', { exact: true });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(await fieldDescription(title)).toBe('El título es requerido');
    expect(await isFocused(page, 'Título')).toBe(true);
    // Only the first problem shows: the empty date waits its turn.
    await expect(dialog.getByRole('alert')).toHaveCount(1);

    await title.fill('Cena en la playa');
    await expect(title).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Formato de fecha inválido' }),
    ).toBeVisible();
    expect(await isFocused(page, 'Fecha')).toBe(true);

    await dialog.getByLabel('Fecha', { exact: true }).fill('2024-02-14');
    await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('button', { name: 'Guardando...' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await answerTheRequest(page);
    await expect(toastText(page, 'Perfil actualizado exitosamente')).toBeVisible();
    await expect(dialog).not.toBeAttached();
    await expect(page.getByText('Guardado: Cena en la playa (4)')).toBeVisible();
  });

  test('the confirm dialog stays open while its request runs, then closes', async () => {
    const page = await openGallery();
    await page.getByRole('button', { name: 'Eliminar recuerdo' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este recuerdo?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm.getByRole('button', { name: 'Eliminando...' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await answerTheRequest(page);
    await expect(confirm).not.toBeAttached();
    await expect(page.getByText('Eliminados: 1')).toBeVisible();
  });

  test('the lightbox shows the photo full size and closes on Escape, a tap outside and a swipe', async () => {
    const page = await openGallery();
    const open = async () => {
      await page.getByRole('button', { name: 'Ver Nuestra primera cita' }).click();
      const lightbox = page.getByRole('dialog', { name: 'Nuestra primera cita' });
      // Loaded, so the photo has its size: a tap in the middle of the screen lands on it.
      await expectImageLoaded(lightbox.getByRole('img', { name: 'Nuestra primera cita' }));
      return lightbox;
    };

    let lightbox = await open();
    await page.keyboard.press('Escape');
    await expect(lightbox).not.toBeAttached();

    lightbox = await open();
    // A tap on the photo itself keeps it open; one beside it closes.
    await page.mouse.click(PHONE.width / 2, PHONE.height / 2);
    // A tap handler that closes it turns it to "closed" at once (a discrete event renders
    // synchronously), before its fade-out: still "open" means the tap kept it open.
    await expect(lightbox).toHaveAttribute('data-state', 'open');
    await expect(lightbox).toBeVisible();
    await page.mouse.click(8, PHONE.height - 8);
    await expect(lightbox).not.toBeAttached();

    lightbox = await open();
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.mouse.down();
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2 + 160, { steps: 8 });
    await page.mouse.up();
    await expect(lightbox).not.toBeAttached();
  });

  test('uploads a photo with its progress and hands back what was stored; refuses a non-image; cancels', async () => {
    const page = await openGallery();
    const photo = page.getByLabel('Foto', { exact: true });
    await photo.setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(toastText(page, 'Tipo de contenido no admitido')).toBeVisible();

    const png = Buffer.alloc(400_000, 7);
    await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Guardada: photo-ok.jpg')).toBeVisible();
    await expect(toastText(page, 'Perfil actualizado exitosamente')).toBeVisible();

    await page.getByLabel('Servidor lento').check();
    await photo.setInputFiles({ name: 'otra.png', mimeType: 'image/png', buffer: png });
    const progress = page.getByRole('progressbar', { name: 'Subiendo foto' });
    await expect(progress).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(progress).not.toBeAttached();
    await afterPendingUpdates(page);
    await expect(toastText(page, 'Error al actualizar el perfil')).toHaveCount(0);
  });

  test('a failed load says "Error al cargar datos" and its retry card loads it again', async () => {
    const page = await openGallery();
    const toasts = page.getByRole('region', { name: /^Notificaciones/ });
    await expect(toasts.getByText('Error al cargar datos', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error al cargar datos' })).toBeVisible();
    await page.getByRole('button', { name: 'Arreglar el servidor' }).click();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('Datos: ok')).toBeVisible();
  });

  test('the month grid starts on Sunday and keeps the marks in their colours on the selected day', async () => {
    const page = await openGallery();
    const grid = page.getByRole('region', { name: 'Mes' });
    await expect(grid.getByRole('columnheader').first()).toHaveText(/^dom/i);
    const day = (name: string) => grid.getByRole('button', { name, exact: true });
    const valentine = day('sábado, 14 de febrero de 2026, 2 marcas');
    await expect(valentine).toHaveAttribute('aria-pressed', 'true');
    await expect(valentine).toHaveAttribute('aria-current', 'date');
    await expect(day('miércoles, 25 de febrero de 2026')).toBeDisabled();
    // The selected day's pink mark is the same pink as an unselected day's, not white.
    const colourOf = (mark: ReturnType<typeof day>, kind: string) =>
      mark
        .locator(`[data-mark="${kind}"]`)
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const unselectedPink = await colourOf(day('martes, 3 de febrero de 2026, 1 marcas'), 'pink');
    expect(await colourOf(valentine, 'pink')).toBe(unselectedPink);
    expect(unselectedPink).not.toBe('rgb(255, 255, 255)');

    await day('viernes, 20 de febrero de 2026, 1 marcas').click();
    await expect(valentine).toHaveAttribute('aria-pressed', 'false');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const page = await openGallery(colorScheme);
      await expect(page.getByRole('heading', { name: 'Error al cargar datos' })).toBeVisible();
      await screenshot(page, `blocks-gallery-${colorScheme}`);
      await page.getByRole('button', { name: 'Nuevo recuerdo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crear recuerdo' });
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await screenshot(page, `blocks-form-sheet-${colorScheme}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).not.toBeAttached();
      await page.getByRole('button', { name: 'Eliminar recuerdo' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, `blocks-confirm-${colorScheme}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Ver Nuestra primera cita' }).click();
      const lightbox = page.getByRole('dialog', { name: 'Nuestra primera cita' });
      await expectImageLoaded(lightbox.getByRole('img', { name: 'Nuestra primera cita' }));
      await screenshot(page, `blocks-lightbox-${colorScheme}`, { fullPage: false });
    });
  }
});
