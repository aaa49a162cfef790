import sharp from 'sharp';
import { post } from './couple-with-data';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { memoriesScreen } from './support/memories';

// Photos as phones take them: over the 5 MB a photo may be when sent, or not a photo at all. The
// web app scales the big ones down before sending and never drops a refused one silently.

/**
 * A phone photo of `megapixels` (4:3), as a JPEG of maximum quality: noise barely compresses, so
 * 12 megapixels make about 15 MB, 5 about 6 MB, both over the 5 MB a photo may be when sent.
 */
const bigPhonePhoto = (megapixels: 12 | 5) => {
  const width = megapixels === 12 ? 4032 : 2592;
  return sharp({
    create: {
      width,
      height: (width * 3) / 4,
      channels: 3,
      background: '#d46a8c',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
};

const smallPhoto = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Bytes that claim to be a JPEG and are not one. */
const brokenJpeg = Buffer.from('esto no es una foto, aunque se llame .jpg');

test.describe('big phone photos', () => {
  test('a memory keeps a 15 MB photo, scaled down before sending; a refused photo is never dropped', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    const screen = memoriesScreen(page);
    const big = await bigPhonePhoto(12);
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    await page.goto('/memories');
    await expect(screen.heading).toBeVisible();

    await screen.newButton.click();
    await screen.titleField.fill('Atardecer desde el móvil');
    let chooser = page.waitForEvent('filechooser');
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
      items: Array<{ imageUrl: string }>;
    };
    const [stored] = listed.items;
    const original = await phoneA.context.request.get(stored?.imageUrl ?? '');
    const size = await sharp(await original.body()).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(2560);
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeGreaterThanOrEqual(2000);

    // A photo that cannot be read: saving does not quietly leave it out.
    await screen.newButton.click();
    await screen.titleField.fill('Con la foto rota');
    chooser = page.waitForEvent('filechooser');
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

  test('a date plan uploads the good photos of a batch and names the refused one', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await post(phoneA.context, '/api/date-plans/1/start');
    await post(phoneA.context, '/api/date-plans/1/complete');
    const page = phoneA.page;
    const plan = 'Cena a la luz de las velas en casa';
    await page.goto('/date-plans');
    await page.getByRole('button', { name: new RegExp(`^#1 .*${plan}`) }).click();
    const dialog = page.getByRole('dialog', { name: plan });
    const big = await bigPhonePhoto(5);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Añadir fotos' }).click();
    await (await chooser).setFiles([
      { name: 'cena.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto('#e11d48') },
      { name: 'nota.jpg', mimeType: 'image/jpeg', buffer: brokenJpeg },
      // Over the limit too, scaled down like the memory's; smaller, as the scaling is proved there.
      { name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: big },
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
});
