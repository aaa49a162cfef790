import { expect, it } from 'vitest';
import { authScreen } from './support/auth-screen';
import { describeInBrowser, openPhone } from './support/browser';
import { expectVisible } from './support/screen';

describeInBrowser('the installable app', () => {
  it('has a manifest with app icons and a service worker that keeps the app shell', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    await expectVisible(authScreen(page).signUpMode);

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
    expect(cached.keys).toContain('/index.html');
    expect(cached.keys.some((key) => key.startsWith('/assets/') && key.endsWith('.js'))).toBe(true);
    expect(cached.keys.some((key) => key.startsWith('/api/'))).toBe(false);

    // A file opened directly is a navigation too, but not a page: the offline shell stays HTML.
    await page.goto('/icon.svg');
    const shells = await page.evaluate(async () => {
      // The worker stores a page after answering it: watch the shell for a second.
      const seen: Array<{ type: string | null; hasRoot: boolean }> = [];
      for (let check = 0; check < 10; check += 1) {
        const shell = await caches.match('/index.html');
        const html = (await shell?.text()) ?? '';
        seen.push({
          type: shell?.headers.get('content-type') ?? null,
          hasRoot: html.includes('id="root"'),
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return seen;
    });
    for (const shell of shells) {
      expect(shell.type).toMatch(/^text\/html/);
      expect(shell.hasRoot).toBe(true);
    }
  });
});
