import type { Page } from '@playwright/test';
import { authScreen, signInThroughForm } from './support/auth-screen';
import { screenshot } from './support/browser';
import { dashboardScreen, linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { memoriesScreen, photoJpeg } from './support/memories';
import { expectImageLoaded, expectScreenAt } from './support/screen';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

interface SharedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

interface ShareTarget {
  action: string;
  method: string;
  enctype: string;
  params: { files: Array<{ name: string; accept: string[] }> };
}

const photo = async (name: string, width: number, height: number, hue: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await photoJpeg(width, height, hue),
});

/**
 * What the phone's share sheet does with the installed app: a navigation POSTing the files as
 * multipart/form-data to the manifest's share_target. Built from the manifest itself, so the
 * test follows what the app declares; the service worker must answer it.
 */
async function shareIntoJuntos(page: Page, files: SharedFile[]) {
  const target = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const response = await fetch('/manifest.webmanifest');
    return ((await response.json()) as { share_target: ShareTarget }).share_target;
  });
  expect(target.params.files[0]?.accept).toContain('image/*');
  await page.evaluate((share) => {
    const form = document.createElement('form');
    form.method = share.method;
    form.enctype = share.enctype;
    form.action = share.action;
    form.style.cssText = 'position:fixed;inset:0;z-index:9999;background:white';
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.name = share.params.files[0]?.name ?? '';
    input.setAttribute('aria-label', 'Fotos para compartir');
    const send = document.createElement('button');
    send.textContent = 'Compartir con Juntos';
    form.append(input, send);
    document.body.append(form);
  }, target);
  await page.getByLabel('Fotos para compartir').setInputFiles(files);
  await page.getByRole('button', { name: 'Compartir con Juntos' }).click();
}

/** The new-memory form opened from a share, on the memories screen, its marker gone. */
async function expectNewMemoryFromShare(page: Page) {
  const screen = memoriesScreen(page);
  await expect(screen.dialog.getByRole('heading', { name: 'Crear recuerdo' })).toBeVisible();
  await expectImageLoaded(screen.preview);
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/memories');
}

/** The natural size of the photo a memory was saved with, as the server stores it. */
function savedPhotoSize(page: Page, title: string) {
  return page.evaluate(async (wanted) => {
    const response = await fetch('/api/memories?filter=all&sort=title');
    const body = (await response.json()) as {
      items: Array<{ title: string; imageUrl: string | null }>;
    };
    const url = body.items.find((item) => item.title === wanted)?.imageUrl;
    if (!url) return null;
    return new Promise<[number, number]>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
      image.onerror = reject;
      image.src = url;
    });
  }, title);
}

test.describe('sharing photos into Juntos', () => {
  // One couple's walk: each share starts from the phone as the last one left it.
  test('photos shared from the phone open "Crear recuerdo" with them, signed in or not; the partner sees the memories', async () => {
    const { ana, phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = memoriesScreen(phoneA.page);
    const b = memoriesScreen(phoneB.page);
    await phoneB.page.goto('/memories');
    await expect(b.emptyAll).toBeVisible();
    await phoneA.page.goto('/dashboard');

    await test.step('one photo opens the form with it; the partner sees the memory', async () => {
      await shareIntoJuntos(phoneA.page, [await photo('lisboa.jpg', 800, 600, 200)]);
      await expectNewMemoryFromShare(phoneA.page);
      // One photo: nothing to choose, nothing left out.
      await expect(a.dialog.getByText(/Has compartido/)).toHaveCount(0);
      await a.titleField.fill('Tranvía 28 en Lisboa');
      await a.saveButton.click();
      await expect(toastText(phoneA.page, 'Recuerdo guardado con éxito')).toBeVisible();
      await expect(a.dialog).not.toBeAttached();

      const seen = b.card('Tranvía 28 en Lisboa');
      await expect(seen).toBeVisible();
      await expectImageLoaded(seen.locator('img'));
      expect(await savedPhotoSize(phoneB.page, 'Tranvía 28 en Lisboa')).toEqual([800, 600]);
      // Taken once: the shared files left the phone's storage.
      const left = await phoneA.page.evaluate(async () =>
        (await caches.has('juntos-share-v1'))
          ? (await (await caches.open('juntos-share-v1')).keys()).length
          : 0,
      );
      expect(left).toBe(0);
    });

    await test.step('several photos: the memory takes one, chosen among them; other files are said left out', async () => {
      await shareIntoJuntos(phoneA.page, [
        await photo('uno.jpg', 800, 600, 10),
        await photo('dos.jpg', 600, 800, 120),
        { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una foto') },
      ]);
      await expectNewMemoryFromShare(phoneA.page);
      const choice = a.dialog.getByRole('group', {
        name: 'Has compartido 2 fotos y un recuerdo lleva una sola: elige cuál.',
      });
      await expect(choice).toBeVisible();
      await expect(
        a.dialog.getByText(
          '1 archivo compartido no se ha añadido: solo se aceptan imágenes, hasta 10.',
        ),
      ).toBeVisible();
      const first = choice.getByRole('button', { name: 'Foto compartida 1' });
      const second = choice.getByRole('button', { name: 'Foto compartida 2' });
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect(first).toHaveAttribute('aria-pressed', 'false');
      await expectImageLoaded(a.preview);
      expect(
        await a.preview.evaluate((image: HTMLImageElement) => [
          image.naturalWidth,
          image.naturalHeight,
        ]),
      ).toEqual([600, 800]);

      await a.titleField.fill('Miradouro de Santa Luzia');
      await a.saveButton.click();
      await expect(toastText(phoneA.page, 'Recuerdo guardado con éxito')).toBeVisible();
      expect(await savedPhotoSize(phoneA.page, 'Miradouro de Santa Luzia')).toEqual([600, 800]);
    });

    await test.step('a share the app could not keep still opens the form, saying the photos did not arrive', async () => {
      // What the server answers a share no service worker took (tested in http.test.ts).
      await phoneA.page.goto('/memories?shared=unavailable');
      await expect(a.dialog.getByRole('heading', { name: 'Crear recuerdo' })).toBeVisible();
      await expect(
        a.dialog.getByText(
          'No han llegado las fotos compartidas. Vuelve a compartirlas o elígelas aquí.',
        ),
      ).toBeVisible();
      await expect(a.preview).toHaveCount(0);
    });

    await test.step('signed out: sharing asks to sign in first, then opens the form with the same photo', async () => {
      // Ana's phone has the app installed (its worker), but she has signed out.
      await phoneA.page.goto('/dashboard');
      await dashboardScreen(phoneA.page).accountMenu.click();
      await phoneA.page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expectScreenAt(phoneA.page, '/');
      await expect(authScreen(phoneA.page).email).toBeVisible();
      await shareIntoJuntos(phoneA.page, [await photo('porto.jpg', 640, 480, 30)]);
      await expectScreenAt(phoneA.page, '/');
      // The sign-in screen says what signing in is for.
      await expect(
        phoneA.page.getByText('Inicia sesión para guardar en Juntos las fotos que has compartido.'),
      ).toBeVisible();
      await screenshot(phoneA.page, 'share-sign-in-first-light', { fullPage: false });
      await signInThroughForm(phoneA.page, ana);
      await expectNewMemoryFromShare(phoneA.page);
      await a.titleField.fill('Ribeira do Porto');
      await a.saveButton.click();
      await expect(toastText(phoneA.page, 'Recuerdo guardado con éxito')).toBeVisible();

      await phoneB.page.bringToFront();
      await expect(b.card('Ribeira do Porto')).toBeVisible();
      expect(await savedPhotoSize(phoneB.page, 'Ribeira do Porto')).toEqual([640, 480]);
    });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`"Crear recuerdo" opened from a share, ${colorScheme} @screenshots`, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      await phoneA.page.goto('/dashboard');
      await shareIntoJuntos(phoneA.page, [
        await photo('uno.jpg', 800, 600, 350),
        await photo('dos.jpg', 600, 800, 120),
        await photo('tres.jpg', 640, 640, 240),
      ]);
      await expectNewMemoryFromShare(phoneA.page);
      await memoriesScreen(phoneA.page).titleField.fill('Fin de semana en Lisboa');
      await screenshot(phoneA.page, `share-new-memory-${colorScheme}`, { fullPage: false });
    });
  }
});
