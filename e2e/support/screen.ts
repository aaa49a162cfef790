import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app shows a screen at `pathname`: the address matches and a page's <main>
 * landmark is in place (the loaders shown while the session is checked have none), then checks
 * the guards did not move on to another address meanwhile.
 */
export async function expectScreenAt(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: 'commit' });
  await expect(page.getByRole('main').first()).toBeAttached();
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/**
 * Waits until the page's live-updates stream is listening (the server subscribed it and said
 * `ready`): before a partner's action whose live moment is not replayed (a "pienso en ti" heart),
 * so the test does not race the stream's start.
 */
export async function expectListening(page: Page): Promise<void> {
  await expect(page.locator('html[data-realtime="ready"]')).toBeAttached();
}

/**
 * Waits until changes made now would wait on the device (the outbox runner, a chunk of its own,
 * is running): before a test takes the signal away from a page it just opened.
 */
export async function expectKeepingChanges(page: Page): Promise<void> {
  await expect(page.locator('html[data-outbox="ready"]')).toBeAttached();
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

/** Waits until an <img> has loaded its picture (so it has its real size on screen). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

/**
 * Resolves once the page has rendered a frame and then run the timers already queued (a timer of
 * 0 ms runs after every earlier one of 0 ms): whatever its scripts had set in motion by now, a
 * React update or a toast the notifier adds on its next task, is on screen. For "nothing
 * appeared" checks: an ordering barrier, not a wait of a guessed length.
 */
export async function afterPendingUpdates(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/**
 * Answers the navigations to `pathname` with the app shell, as the service worker answers a
 * reopen (docs/BOOT.md): the browser then draws the screen itself, asking the network for its
 * data, instead of taking over the server's drawing of it.
 */
export async function openAsAppShell(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const shellUrl = new URL('/app-shell.html', route.request().url()).href;
      await route.fulfill({ response: await route.fetch({ url: shellUrl }) });
    },
  );
}

/**
 * Records in the page whether `text` is ever shown from now on, however briefly: a
 * MutationObserver sees every node the app renders, even one replaced before a screenshot could.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const flag = `__seen:${text}`;
  await page.evaluate(
    ([watched, key]) => {
      const seen = () => document.body.textContent?.includes(watched) ?? false;
      Reflect.set(window, key, seen());
      new MutationObserver(() => {
        if (seen()) Reflect.set(window, key, true);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [text, flag] as const,
  );
  return () => page.evaluate((key) => Reflect.get(window, key) === true, flag);
}
