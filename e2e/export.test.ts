import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { unzipEntries } from '@test/zip-fixtures';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, photoJpeg } from './support/memories';

async function uploadAvatarThroughApi(context: BrowserContext, photo: Buffer) {
  const response = await context.request.put('/api/profile/avatar', {
    multipart: { file: { name: 'yo.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function yourDataCard(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Tus datos', exact: true }),
    download: page.getByRole('link', { name: 'Descargar nuestros datos' }),
  };
}

/** Writes every file of the ZIP under `dir`, as unzipping it on a computer does. */
async function unzipTo(zipFile: string, dir: string): Promise<string[]> {
  const files = await unzipEntries(await fs.readFile(zipFile));
  for (const [name, bytes] of files) {
    const target = path.join(dir, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
  }
  return [...files.keys()];
}

test.describe('downloading our data', () => {
  test('A downloads the export from the profile and its index.html shows the photos offline', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await uploadAvatarThroughApi(phoneA.context, await photoJpeg(300, 300, 20));
    await createMemoryThroughApi(
      phoneA.context,
      { title: 'Atardecer en la playa', memoryDate: '2025-08-10' },
      await photoJpeg(800, 600, 350),
    );
    await createMemoryThroughApi(
      phoneB.context,
      { title: 'Nuestra primera cena', description: 'Pasta y risas' },
      await photoJpeg(600, 800, 200),
    );

    const { page } = phoneA;
    await page.goto('/profile');
    const card = yourDataCard(page);
    await expect(card.heading).toBeVisible();
    const downloading = page.waitForEvent('download');
    await card.download.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^juntos-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText('Tu descarga ha empezado.', { exact: false })).toBeVisible();

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-e2e-export-'));
    try {
      const zipFile = path.join(dir, 'export.zip');
      await download.saveAs(zipFile);
      const names = await unzipTo(zipFile, path.join(dir, 'album'));
      expect(names).toContain('index.html');
      expect(names).toContain('data.json');
      expect(names.filter((name) => name.startsWith('memories/'))).toHaveLength(2);
      expect(names.filter((name) => name.startsWith('avatars/'))).toHaveLength(1);

      // A browser without the app or a network: the album stands on its own.
      const offline = await page.context().browser()?.newContext({ offline: true });
      if (!offline) throw new Error('no browser');
      try {
        const album = await offline.newPage();
        await album.goto(`file://${path.join(dir, 'album', 'index.html')}`);
        await expect(album.getByRole('heading', { level: 1 })).toHaveText(
          'Ana García & Bruno Díaz',
        );
        await expect(album.getByRole('heading', { name: 'Atardecer en la playa' })).toBeVisible();
        await expect(album.getByText('Pasta y risas')).toBeVisible();
        const images = album.getByRole('img');
        await expect(images).toHaveCount(3);
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0);
        }
        await album.setViewportSize({ width: 390, height: 844 });
        await screenshot(album, 'export-album-light');
        await album.emulateMedia({ colorScheme: 'dark' });
        await screenshot(album, 'export-album-dark');
      } finally {
        await offline.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const { page } = phoneA;
      await page.goto('/profile');
      const card = yourDataCard(page);
      await card.heading.scrollIntoViewIfNeeded();
      await screenshot(page, `export-card-${colorScheme}`, { fullPage: false });
      const downloading = page.waitForEvent('download');
      await card.download.click();
      await downloading;
      await expect(page.getByText('Tu descarga ha empezado.', { exact: false })).toBeVisible();
      await screenshot(page, `export-card-started-${colorScheme}`, { fullPage: false });
    });
  }
});
