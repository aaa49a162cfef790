import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the app shows a screen at `pathname`: the address matches and a page's <main>
 * landmark is in place (the loaders shown while the session is checked have none), then checks
 * the guards did not move on to another address meanwhile.
 */
export async function expectScreenAt(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: 'commit' });
  await page.getByRole('main').first().waitFor({ state: 'attached' });
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** playwright-core has no expect(); waitFor is its auto-retrying "is it there yet". */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

export async function expectAbsent(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'detached' });
}

/** What a screen reader announces along with a field: the text its aria-describedby points to. */
export function fieldDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

export function htmlHasClass(page: Page, name: string): Promise<boolean> {
  return page.evaluate((className) => document.documentElement.classList.contains(className), name);
}

export function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
}
