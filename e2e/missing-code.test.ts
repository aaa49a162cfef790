import type { Page } from '@playwright/test';
import { linkedPartnersOnPhones } from './support/couples';
import { waitForServiceWorker } from './support/device-data';
import { expect, test } from './support/fixtures';
import { expectListening, expectScreenAt, openAsAppShell } from './support/screen';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

// A phone that loses its signal while the app's code is still on its way: what could not arrive
// waits (a part) or says so (a screen); the app around it never goes blank. The chunks are
// refused on the context, which sees the service worker's requests as well as the page's.

/** Moves within the app as its own links do (no page load): the router follows popstate. */
async function moveInApp(page: Page, pathname: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

test('a part whose code could not arrive waits for the signal; the screen stays', async () => {
  const { phoneA, phoneB } = await linkedPartnersOnPhones();
  const b = phoneB.page;
  // The partner's-heart chunk fails the first time, as on a signal lost mid-download.
  const heartChunk = '**/assets/live-heart-*.js';
  await phoneB.context.route(heartChunk, (route) => route.abort('internetdisconnected'));
  // A reopen as the service worker answers it: the browser draws the screen, parts and all.
  await openAsAppShell(b, '/memories');
  await b.goto('/memories');
  await expectScreenAt(b, '/memories');
  await expect(b.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeVisible();

  // The signal comes back: the part loads then, and a heart from Ana arrives as usual.
  await phoneB.context.unroute(heartChunk);
  await phoneB.context.setOffline(true);
  await phoneB.context.setOffline(false);
  await expectListening(b);
  await phoneA.page.goto('/dashboard');
  await phoneA.page
    .getByRole('region', { name: 'Pienso en ti' })
    .getByRole('button', { name: /^Enviar un «pienso en ti» a / })
    .tap();
  await expect(b.getByRole('status').filter({ hasText: 'Ana está pensando en ti' })).toHaveCount(1);
  await expect(b.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeVisible();
});

test('a screen whose code could not arrive says so and opens on retry', async () => {
  const { phoneA } = await linkedPartnersOnPhones();
  const a = phoneA.page;
  await a.goto('/dashboard');
  await expectScreenAt(a, '/dashboard');
  const statsChunk = '**/assets/stats-page-*.js';
  await phoneA.context.route(statsChunk, (route) => route.abort('internetdisconnected'));

  await moveInApp(a, '/stats');
  await expect(a.getByRole('heading', { name: 'Error al cargar datos' })).toBeVisible();
  await expect(a.getByText('Comprueba tu conexión e inténtalo de nuevo.')).toBeVisible();

  await phoneA.context.unroute(statsChunk);
  await a.getByRole('button', { name: 'Reintentar' }).tap();
  await expectScreenAt(a, '/stats');
  await expect(a.getByRole('heading', { name: 'Error al cargar datos' })).toBeHidden();
  await expect(a.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
});

test('a screen never opened since the app was installed opens without a signal', async () => {
  const { phoneA } = await linkedPartnersOnPhones();
  const a = phoneA.page;
  // The first visit: the worker installs and keeps every screen's code, not only this one's.
  await a.goto('/dashboard');
  await expectScreenAt(a, '/dashboard');
  await waitForServiceWorker(a);

  // Another shared screen, so the couple check is kept on the device as well.
  await moveInApp(a, '/memories');
  await expectScreenAt(a, '/memories');
  await expect(a.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeVisible();

  await phoneA.context.setOffline(true);
  await moveInApp(a, '/pet');
  await expect(a.getByRole('heading', { level: 1, name: 'Mascota Virtual' })).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Error al cargar datos' })).toHaveCount(0);
  // Its data was never kept: said plainly, not a skeleton waiting for ever.
  await expect(a.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(a.getByText('Necesitas conexión para esto.')).toBeVisible();

  // The signal returns: the screen fills in by itself.
  await phoneA.context.setOffline(false);
  await expect(a.getByRole('heading', { name: 'Sin conexión' })).toHaveCount(0);
  await expect(a.getByText('Necesitas conexión para esto.')).toHaveCount(0);
});
