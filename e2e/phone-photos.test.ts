import sharp from 'sharp';
import { post } from './couple-with-data';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { memoriesScreen } from './support/memories';

// Photos as phones take them: over the 5 MB a photo may be when sent, or not a photo at all. The
// web app scales the big ones down before sending and never drops a refused one silently.

/**
 * A 6-megapixel phone photo (2880 x 2160) as a JPEG of maximum quality, about 7 MB: noise barely
 * compresses. Over the 5 MB limit and the 2560 pixels a photo is kept at, so it takes the whole
 * path a 12-megapixel one does (decoded, scaled, encoded again) at half the decoding. The noise is
 * made here, a byte at a time (a fraction of a second), not by sharp's gaussian noise, which took
 * the test's worker many seconds of CPU a photo.
 */
async function bigPhonePhoto(): Promise<Buffer> {
  const width = 2880;
  const height = 2160;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 2041;
  for (let index = 0; index < pixels.length; index++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    pixels[index] = 52 + ((seed >>> 24) % 136);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

const smallPhoto = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Bytes that claim to be a JPEG and are not one. */
const brokenJpeg = Buffer.from('esto no es una foto, aunque se llame .jpg');

test('big phone photos are scaled down before sending; a refused photo is never dropped', async () => {
  const { phoneA, phoneB } = await linkedPartnersOnPhones();
  const page = phoneA.page;
  const screen = memoriesScreen(page);

  await test.step('a photo that cannot be read: saving does not quietly leave it out', async () => {
    await page.goto('/memories');
    await expect(screen.heading).toBeVisible();
    await screen.newButton.click();
    await screen.titleField.fill('Con la foto rota');
    const chooser = page.waitForEvent('filechooser');
    await screen.chooseImage.click();
    await (await chooser).setFiles({
      name: 'rota.jpg',
      mimeType: 'image/jpeg',
      buffer: brokenJpeg,
    });
    const refusal = screen.dialog.getByText('Solo se permiten archivos de imagen');
    await expect(refusal).toBeVisible();
    await screen.saveButton.click();
    await expect(refusal).toBeVisible();
    await expect(screen.dialog).toBeVisible();
    await expect(toastText(page, 'Recuerdo guardado con éxito')).toHaveCount(0);
    await expect(screen.card('Con la foto rota')).toHaveCount(0);
    // Removing the refused choice is a decision: then it saves without a photo.
    await screen.removeImage.click();
    await screen.saveButton.click();
    await expect(toastText(page, 'Recuerdo guardado con éxito')).toBeVisible();
    await expect(screen.card('Con la foto rota')).toBeVisible();
  });

  // A batch is made ready by the same code as the memory's photo (Upload.prepare): a big
  // photo's scaling is the next step's; here, the batch's own rule, all small photos.
  await test.step('a date plan uploads the good photos of a batch and names the refused one', async () => {
    await post(phoneA.context, '/api/date-plans/1/start');
    await post(phoneA.context, '/api/date-plans/1/complete');
    const plan = 'Cena a la luz de las velas en casa';
    await page.goto('/date-plans');
    await page.getByRole('button', { name: new RegExp(`^#1 .*${plan}`) }).click();
    const dialog = page.getByRole('dialog', { name: plan });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Añadir fotos' }).click();
    await (await chooser).setFiles([
      { name: 'cena.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto('#e11d48') },
      { name: 'nota.jpg', mimeType: 'image/jpeg', buffer: brokenJpeg },
      { name: 'postre.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto('#2563eb') },
    ]);
    await expect(
      toastText(page, 'No se pudo subir «nota.jpg»: Solo se permiten archivos de imagen'),
    ).toBeVisible();
    await expect(toastText(page, 'Fotos subidas exitosamente')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Foto 2 de «${plan}»` })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Foto 3 de «${plan}»` })).toHaveCount(0);
    const list = (await (await phoneB.context.request.get('/api/date-plans/1/photos')).json()) as {
      photos: unknown[];
    };
    expect(list.photos).toHaveLength(2);
  });
  await test.step('a memory keeps a 7 MB photo, scaled down before sending', async () => {
    const big = await bigPhonePhoto();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    await page.goto('/memories');
    await expect(screen.heading).toBeVisible();

    await screen.newButton.click();
    await screen.titleField.fill('Atardecer desde el móvil');
    const chooser = page.waitForEvent('filechooser');
    await screen.chooseImage.click();
    await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(screen.preview).toBeVisible();
    await expect(screen.dialog.getByText('La imagen debe ser menor a 5MB')).toHaveCount(0);
    await screen.saveButton.click();
    await expect(toastText(page, 'Recuerdo guardado con éxito')).toBeVisible();
    await expect(
      screen
        .card('Atardecer desde el móvil')
        .getByRole('button', { name: 'Ver la foto de «Atardecer desde el móvil» en grande' }),
    ).toBeVisible();
    const listed = (await (await phoneA.context.request.get('/api/memories')).json()) as {
      items: Array<{ title: string; imageUrl: string }>;
    };
    const stored = listed.items.find((item) => item.title === 'Atardecer desde el móvil');
    const original = await phoneA.context.request.get(stored?.imageUrl ?? '');
    const size = await sharp(await original.body()).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(2560);
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeGreaterThanOrEqual(2000);
  });
});
