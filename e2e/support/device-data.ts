import { expect, type Page } from '@playwright/test';

/**
 * Everything the app keeps in its device cache (IndexedDB `juntos-cache`), as one string to
 * search, or '' when the database does not exist. Never creates it: the app's own first open
 * must be the one that makes its store.
 */
export function keptDeviceData(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'juntos-cache')) return '';
    return new Promise<string>((resolve) => {
      const request = indexedDB.open('juntos-cache');
      request.onerror = () => resolve('');
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('entries')) {
          db.close();
          return resolve('');
        }
        const all = db.transaction('entries').objectStore('entries').getAll();
        all.onsuccess = () => {
          db.close();
          const values: unknown[] = all.result;
          resolve(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n'));
        };
        all.onerror = () => {
          db.close();
          resolve('');
        };
      };
    });
  });
}

/** The names of the IndexedDB databases and Cache Storage caches this origin has. */
export function deviceStores(page: Page): Promise<{ databases: string[]; caches: string[] }> {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    caches: await caches.keys(),
  }));
}

/** Waits until the device cache holds `text` (it is written at most twice a second). */
export async function expectKeptOnDevice(page: Page, text: string): Promise<void> {
  await expect.poll(() => keptDeviceData(page), { timeout: 15_000 }).toContain(text);
}

/** Waits until the service worker controls the page, so the next navigation goes through it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The picture of `pathname` the app keeps for an instant reopen (lib/last-screen), or ''. */
export function keptLastScreen(page: Page, pathname: string): Promise<string> {
  return page.evaluate(async (path) => {
    if (!(await caches.has('juntos-screens-v1'))) return '';
    const kept = await (await caches.open('juntos-screens-v1')).match(path);
    return kept ? kept.text() : '';
  }, pathname);
}
