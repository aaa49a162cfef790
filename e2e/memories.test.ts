import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshot } from './support/browser';
import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen, noisyPng, photoJpeg } from './support/memories';
import { expectScreenAt } from './support/screen';

async function openMemories(page: Page) {
  await page.goto('/memories');
  await expectScreenAt(page, '/memories');
  await expect(memoriesScreen(page).heading).toBeVisible();
}

/** Picks a file through the page's file chooser, as a person choosing a photo does. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await memoriesScreen(page).chooseImage.click();
  await (await chooser).setFiles(file);
}

/**
 * Slows this phone's uploads to about 1 MB/s, so a photo's progress can be seen. Returns what
 * puts the phone back at full speed (the slowing lasts as long as the page).
 */
async function slowUploads(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/** Waits until the cards show exactly these titles, in this order. */
async function expectTitles(page: Page, titles: string[]) {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify([...document.querySelectorAll('article h2')].map((h) => h.textContent)) ===
      JSON.stringify(expected),
    titles,
  );
}

test.describe('memories between two partners', () => {
  // One couple for the steps that share it. Editing goes first: it starts from a memory made
  // through the API and ends with the list empty on both phones, where adding one starts.
  test('one couple writes, edits, deletes and uploads memories, each phone following live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = memoriesScreen(phoneA.page);
    const b = memoriesScreen(phoneB.page);

    await test.step('B edits the memory (text, date, removes the photo) and A sees the change; A deletes it after confirming', async () => {
      await createMemoryThroughApi(
        phoneA.context,
        { title: 'Primera cita', memoryDate: '2024-02-14' },
        await photoJpeg(),
      );
      await openMemories(phoneA.page);
      await openMemories(phoneB.page);
      await markNoReload(phoneA.page);

      await b.card('Primera cita').getByRole('button', { name: 'Editar «Primera cita»' }).click();
      await expect(b.dialog.getByRole('heading', { name: 'Editar recuerdo' })).toBeVisible();
      await expect(b.titleField).toHaveValue('Primera cita');
      await b.titleField.fill('Primera cita en Madrid');
      await b.dateField.fill('2024-02-15');
      await b.removeImage.click();
      await b.saveButton.click();
      await expect(toastText(phoneB.page, 'Recuerdo actualizado')).toBeVisible();

      const edited = a.card('Primera cita en Madrid');
      await expect(edited).toBeVisible();
      await expect(edited.getByText('15 de febrero de 2024')).toBeVisible();
      expect(await edited.getByRole('button', { name: /^Ver la foto/ }).count()).toBe(0);
      await expectNoReload(phoneA.page);

      await edited.getByRole('button', { name: 'Eliminar «Primera cita en Madrid»' }).click();
      const confirm = phoneA.page.getByRole('alertdialog', { name: '¿Eliminar este recuerdo?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
      await expect(toastText(phoneA.page, 'Recuerdo eliminado')).toBeVisible();
      await expect(a.emptyAll).toBeVisible();
      await expect(b.emptyAll).toBeVisible();
      expect(await b.filter.count()).toBe(0);
    });

    await test.step('A adds a memory with a photo (progress shown) and B sees it appear without reload', async () => {
      // Both screens opened afresh on the empty list, as a first visit sees it.
      await openMemories(phoneA.page);
      await openMemories(phoneB.page);
      await expect(b.emptyAll).toBeVisible();
      expect(await b.filter.count()).toBe(0);
      await markNoReload(phoneB.page);

      await a.newButton.click();
      await expect(a.dialog.getByRole('heading', { name: 'Crear recuerdo' })).toBeVisible();
      await expect(a.dialog.getByText('Máximo 5MB - JPG, PNG, etc.')).toBeVisible();
      await a.titleField.fill('Atardecer en Cádiz');
      await a.descriptionField.fill('Paseo por la playa de la Caleta');
      await a.dateField.fill('2024-08-15');
      await chooseFile(phoneA.page, {
        name: 'cadiz.png',
        mimeType: 'image/png',
        buffer: await noisyPng(2.5 * 1024 * 1024),
      });
      await expect(a.preview).toBeVisible();
      await expect(a.removeImage).toBeVisible();

      const fullSpeed = await slowUploads(phoneA.page);
      await a.saveButton.click();
      await expect(a.dialog.getByRole('button', { name: 'Guardando...' })).toBeVisible();
      const progress = a.dialog.getByRole('progressbar');
      await expect(progress).toBeVisible();
      await screenshot(phoneA.page, 'memories-uploading-light', { fullPage: false });
      await expect(toastText(phoneA.page, 'Recuerdo guardado con éxito')).toBeVisible();
      await expect(a.dialog).not.toBeAttached();
      await fullSpeed();

      const seen = b.card('Atardecer en Cádiz');
      await expect(seen).toBeVisible();
      await expect(seen.getByText('15 de agosto de 2024')).toBeVisible();
      await expect(
        seen.getByRole('button', { name: 'Ver la foto de «Atardecer en Cádiz» en grande' }),
      ).toBeVisible();
      await expect(b.filter).toBeVisible();
      await expectNoReload(phoneB.page);

      // The full-size photo in a lightbox.
      await seen.getByRole('button', { name: /^Ver la foto/ }).click();
      const lightbox = phoneB.page.getByRole('dialog', { name: 'Foto de «Atardecer en Cádiz»' });
      await expect(lightbox.getByRole('img')).toBeVisible();
      const src = await lightbox.getByRole('img').getAttribute('src');
      expect(src).not.toContain('.thumb.');
      await lightbox.getByRole('button', { name: 'Cerrar' }).click();
      await expect(lightbox).not.toBeAttached();
    });

    await test.step('refuses a photo over 5 MB or a file that is not an image before sending, and asks for a title', async () => {
      await a.newButton.click();

      await chooseFile(phoneA.page, {
        name: 'enorme.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
      });
      await expect(a.dialog.getByText('La imagen debe ser menor a 5MB')).toBeVisible();
      expect(await a.preview.count()).toBe(0);

      await chooseFile(phoneA.page, {
        name: 'notas.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('no soy una foto'),
      });
      await expect(a.dialog.getByText('Solo se permiten archivos de imagen')).toBeVisible();

      await a.saveButton.click();
      await expect(a.dialog.getByText('El título es requerido')).toBeVisible();
      await expect(a.titleField).toHaveAttribute('aria-invalid', 'true');
      // Nothing was kept: the person gives up on this one.
      await a.dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(a.dialog).not.toBeAttached();
    });

    await test.step('accepts an iPhone HEIC photo, which the server turns into one every browser shows', async () => {
      await a.newButton.click();
      await a.titleField.fill('Foto del iPhone');
      await chooseFile(phoneA.page, {
        name: 'IMG_0420.HEIC',
        mimeType: 'image/heic',
        buffer: readFileSync(path.resolve('test/fixtures/photo.heic')),
      });
      await a.saveButton.click();
      await expect(toastText(phoneA.page, 'Recuerdo guardado con éxito')).toBeVisible();
      const card = a.card('Foto del iPhone');
      const thumbnail = card.locator('img');
      await expect(thumbnail).toBeVisible();
      await phoneA.page.waitForFunction(
        (element) =>
          element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await thumbnail.elementHandle(),
      );
    });
  });

  // A couple of its own: the list's order and counts are exactly the memories made here.
  test('the list filters, sorts and scrolls in more', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const a = memoriesScreen(phoneA.page);

    await test.step('filters by photo and sorts, with the filtered empty state', async () => {
      const photo = await photoJpeg(400, 300, 20);
      await createMemoryThroughApi(
        phoneA.context,
        { title: 'Boda', memoryDate: '2023-06-10' },
        photo,
      );
      await createMemoryThroughApi(phoneA.context, { title: 'Acampada', memoryDate: '2024-07-01' });
      await createMemoryThroughApi(phoneA.context, { title: 'Sin fecha' });
      await openMemories(phoneA.page);
      await expectTitles(phoneA.page, ['Acampada', 'Boda', 'Sin fecha']);

      await a.filterOption('Con imagen').click();
      await expectTitles(phoneA.page, ['Boda']);
      await a.filterOption('Sin imagen').click();
      await expectTitles(phoneA.page, ['Acampada', 'Sin fecha']);

      await a.filterOption('Todos').click();
      await a.sort.click();
      await phoneA.page.getByRole('option', { name: 'Más antiguos' }).click();
      await expectTitles(phoneA.page, ['Boda', 'Acampada', 'Sin fecha']);
      await a.sort.click();
      await phoneA.page.getByRole('option', { name: 'Título (A-Z)' }).click();
      await expectTitles(phoneA.page, ['Acampada', 'Boda', 'Sin fecha']);

      // The partner deletes the only photo memory: the filter finds nothing.
      await a.filterOption('Con imagen').click();
      await expectTitles(phoneA.page, ['Boda']);
      await a.card('Boda').getByRole('button', { name: 'Eliminar «Boda»' }).click();
      await phoneA.page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Eliminar', exact: true })
        .click();
      await expect(a.emptyFiltered).toBeVisible();
    });

    await test.step('scrolls in more memories as the end of the list is reached', async () => {
      // 'Acampada' and 'Sin fecha' are still there: 32 memories, the newest (Acampada) first
      // and the undated last, so the first page of 24 ends well before 'Recuerdo 01'.
      const left = 2;
      for (let index = 1; index <= 30; index++) {
        const day = String(index).padStart(2, '0');
        await createMemoryThroughApi(phoneA.context, {
          title: `Recuerdo ${day}`,
          memoryDate: `2024-01-${day}`,
        });
      }
      // Opened afresh, on the default order and filter.
      await openMemories(phoneA.page);
      await expect(a.card('Recuerdo 30')).toBeVisible();
      await expect(a.cards).toHaveCount(24);
      await phoneA.page.mouse.wheel(0, 100_000);
      await expect(a.card('Recuerdo 01')).toBeVisible();
      await expect(a.cards).toHaveCount(30 + left);
      await expect(phoneA.page.getByText('Ya lo has visto todo ♥')).toBeVisible();
    });
  });
});

test.describe('screenshots of the memories screen', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await openMemories(page);
      await expect(memoriesScreen(page).emptyAll).toBeVisible();
      await screenshot(page, `memories-empty-${colorScheme}`);

      await createMemoryThroughApi(
        phoneA.context,
        {
          title: 'Nuestro viaje a Lisboa',
          description: 'Tranvía 28, pastéis de nata y un atardecer en el Miradouro de Santa Luzia.',
          memoryDate: '2024-05-18',
        },
        await photoJpeg(1200, 900, 330),
      );
      await createMemoryThroughApi(phoneA.context, {
        title: 'La primera cena en casa',
        description: 'Se nos quemó el arroz y acabamos pidiendo pizza. Perfecto.',
      });
      await createMemoryThroughApi(
        phoneA.context,
        { title: 'Concierto bajo la lluvia', memoryDate: '2023-09-02' },
        await photoJpeg(900, 1200, 260),
      );
      await page.reload();
      const screen = memoriesScreen(page);
      await expect(screen.card('Concierto bajo la lluvia')).toBeVisible();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('article img')].every(
          (image) => (image as HTMLImageElement).complete,
        ),
      );
      await screenshot(page, `memories-grid-${colorScheme}`);

      await screen.newButton.click();
      await screen.titleField.fill('Picnic en el Retiro');
      await chooseFile(page, {
        name: 'picnic.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoJpeg(800, 600, 90),
      });
      await expect(screen.preview).toBeVisible();
      await screenshot(page, `memories-create-dialog-${colorScheme}`, { fullPage: false });
    });

    // Leaving a form with something typed in asks first.
    test(`leaving a typed form in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await page.goto('/memories');
      await memoriesScreen(page).newButton.click();
      await memoriesScreen(page).titleField.fill('Playa');
      await page.goBack();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, `memories-discard-${colorScheme}`, { fullPage: false });
    });
  }
});
