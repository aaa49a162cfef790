import { authScreen } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

test.describe('the installable app', () => {
  test('has a manifest with app icons and a service worker that keeps the app shell', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await expect(authScreen(page).signUpMode).toBeVisible();

    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
      return link
        ? ((await (await fetch(link)).json()) as { icons: Array<{ sizes: string }> })
        : null;
    });
    expect(manifest?.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    const cached = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const cache = await caches.open('juntos-shell-v1');
      const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
      return { scope: new URL(registration.scope).pathname, keys };
    });
    expect(cached.scope).toBe('/');
    expect(cached.keys).toContain('/app-shell.html');
    expect(cached.keys.some((key) => key.startsWith('/assets/') && key.endsWith('.js'))).toBe(true);
    expect(cached.keys.some((key) => key.startsWith('/api/'))).toBe(false);

    // A file opened directly is a navigation too, but not a screen: the network answers it and
    // the kept shell stays the shell's HTML.
    const icon = await page.goto('/icon.svg');
    expect(icon?.headers()['content-type']).toMatch(/^image\/svg/);
    const shell = await page.evaluate(async () => {
      const stored = await caches.match('/app-shell.html');
      return {
        type: stored?.headers.get('content-type') ?? null,
        hasRoot: ((await stored?.text()) ?? '').includes('id="root"'),
      };
    });
    expect(shell.type).toMatch(/^text\/html/);
    expect(shell.hasRoot).toBe(true);
  });
});
