import type { BrowserContext, Page } from '@playwright/test';
import { openPhone } from './support/browser';
import { linkCoupleThroughApi, linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen, photoJpeg } from './support/memories';
import { expectImageLoaded } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

const PHOTO_CACHE = 'juntos-photos-v1';

/** Photo requests the service worker sent to the network (not those it answered itself). */
function countWorkerPhotoFetches(context: BrowserContext): () => string[] {
  const fetched: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/api/storage/')) {
      fetched.push(request.url());
    }
  });
  return () => [...fetched];
}

/** The installed worker controls the page, so its photos go through it from the start. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The paths (no query) of the photos the worker keeps. */
function keptPhotoPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, PHOTO_CACHE);
}

/** Loads `src` in a new <img> (not the page's memory cache): its width, or 0 if it failed. */
function loadsAsImage(page: Page, src: string): Promise<number> {
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(0);
        image.src = url;
      }),
    src,
  );
}

/** The same photo with another expiry and signature, as a later signing would write it. */
function resigned(url: string): string {
  const signed = new URL(url, 'http://app.test');
  signed.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 900));
  signed.searchParams.set('signature', 'resigned-later');
  return `${signed.pathname}${signed.search}`;
}

// That the couple ending drops the kept photos on both phones, at the live event, is
// offline-reading.test.ts's ending walk (with the other stores of the couple's data).
test.describe('photos kept on the phone', () => {
  test('a photo the partner added, seen once, reopens without a request and shows offline; not for the next account', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    // Bruno adds the memory; Ana looks at it on her phone.
    await createMemoryThroughApi(phoneB.context, { title: 'Playa de Nazaré' }, await photoJpeg());
    const { page, context } = phoneA;
    const workerFetches = countWorkerPhotoFetches(context);
    await page.goto('/memories');
    await underServiceWorker(page);

    // The card's photo is inside the button that opens it large (its own alt is empty).
    const openLarge = memoriesScreen(page)
      .card('Playa de Nazaré')
      .getByRole('button', { name: 'Ver la foto de «Playa de Nazaré» en grande' });
    const photo = openLarge.locator('img');
    await expectImageLoaded(photo);
    const shown = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
    const shownPath = new URL(shown).pathname;
    await expect.poll(() => keptPhotoPaths(page)).toContain(shownPath);
    // Fetched once, through the worker (which is how it got kept).
    expect(workerFetches().filter((url) => url.includes(shownPath)).length).toBeGreaterThan(0);

    // Opened large: the full-size photo is kept too.
    await openLarge.click();
    const large = page.getByRole('dialog').getByRole('img', { name: 'Foto de «Playa de Nazaré»' });
    await expectImageLoaded(large);
    const largeSrc = await large.evaluate((image: HTMLImageElement) => image.currentSrc);
    await expect.poll(() => keptPhotoPaths(page)).toContain(new URL(largeSrc).pathname);
    await page.keyboard.press('Escape');

    // The access index the budget is kept by agrees with what is really stored.
    const stored = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const photos: Array<[string, number]> = [];
      let index: { budget: number; total: number } | null = null;
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const { pathname } = new URL(request.url);
        if (pathname === '/__sw/photo-index.json') index = await response?.json();
        else if (!pathname.startsWith('/__sw/'))
          photos.push([pathname, (await response?.arrayBuffer())?.byteLength ?? 0]);
      }
      return { photos, index };
    }, PHOTO_CACHE);
    const keptBytes = stored.photos.reduce((sum, [, bytes]) => sum + bytes, 0);
    await expect
      .poll(async () => {
        const index = await page.evaluate(async (name) => {
          const response = await (await caches.open(name)).match('/__sw/photo-index.json');
          return (await response?.json()) as { budget: number; total: number } | undefined;
        }, PHOTO_CACHE);
        return index?.total;
      })
      .toBe(keptBytes);
    expect(stored.index?.budget).toBe(200 * 1024 * 1024);
    console.info(
      `photo cache in Chromium: ${stored.photos.length} photos, ${keptBytes} bytes ` +
        `(${stored.photos.map(([path, bytes]) => `${path.split('/').pop()}: ${bytes}`).join(', ')})`,
    );

    // Reopened: the photo shows, and the worker asks the network for no photo at all.
    const before = workerFetches().length;
    await page.reload();
    await expectImageLoaded(photo);
    expect(workerFetches().slice(before)).toEqual([]);

    // A photo Ana has not seen: Bruno adds it while she is on a screen without memories.
    await page.goto('/bucket-list');
    await createMemoryThroughApi(
      phoneB.context,
      { title: 'Oporto' },
      await photoJpeg(640, 480, 200),
    );
    const unseen = await page.evaluate(async () => {
      const response = await fetch('/api/memories?filter=all&sort=title');
      const body = (await response.json()) as {
        items: Array<{ title: string; thumbnailUrl: string | null }>;
      };
      return body.items.find((item) => item.title === 'Oporto')?.thumbnailUrl ?? '';
    });
    expect(unseen).not.toBe('');

    // Offline: a later signing of the photos seen (another expiry and signature) is answered
    // from the phone; the photo never seen cannot be, and fails like the network does.
    await context.setOffline(true);
    expect(await loadsAsImage(page, resigned(shown))).toBeGreaterThan(0);
    expect(await loadsAsImage(page, resigned(largeSrc))).toBeGreaterThan(0);
    expect(await loadsAsImage(page, unseen)).toBe(0);
    await context.setOffline(false);
    expect(await loadsAsImage(page, unseen)).toBeGreaterThan(0);

    await test.step("another account signed in on the same browser finds none of the first one's photos", async () => {
      // Ana's session ends without her signing out here (it expired); Carla, of another couple,
      // signs in on the same browser.
      const carla = await signUpThroughApi({ fullName: 'Carla Nunes' });
      const david = await signUpThroughApi({ fullName: 'David Reis' });
      const davidsPhone = await openPhone();
      await context.clearCookies();
      await signInContext(context, carla);
      await signInContext(davidsPhone.context, david);
      await linkCoupleThroughApi(context, davidsPhone.context);
      await page.goto('/memories');
      await expect(memoriesScreen(page).emptyAll).toBeVisible();
      await expect.poll(() => keptPhotoPaths(page)).not.toContain(shownPath);
      await expect.poll(() => keptPhotoPaths(page)).not.toContain(new URL(largeSrc).pathname);
      expect(await loadsAsImage(page, shownPath)).toBe(0);
    });
  });
});
