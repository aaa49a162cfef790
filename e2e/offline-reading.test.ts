import type { BrowserContext, Page } from '@playwright/test';
import { signInThroughForm } from './support/auth-screen';
import { type PhoneOptions, screenshot } from './support/browser';
import { dashboardScreen, linkedPartnersOnPhones, toastText } from './support/couples';
import {
  deviceStores,
  expectKeptOnDevice,
  keptDeviceData,
  keptLastScreen,
  waitForServiceWorker,
} from './support/device-data';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen } from './support/memories';
import { expectScreenAt } from './support/screen';
import { signUpThroughApi } from './support/users';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

const MEMORY = 'Atardecer en Lisboa';

/** Opens the dashboard, then the memories, so both are kept on the device, worker installed. */
async function seeDashboardAndMemories(
  page: Page,
  names: readonly [string, string] = ['Ana', 'Bruno'],
) {
  await page.goto('/dashboard');
  await expect(dashboardScreen(page).coupleNames(...names)).toBeVisible();
  await waitForServiceWorker(page);
  await expectKeptOnDevice(page, 'Bruno D');
  await page.goto('/memories');
  await expect(memoriesScreen(page).card(MEMORY)).toBeVisible();
  await expectKeptOnDevice(page, MEMORY);
}

/** Ana's phone after a memory was added and her profile, dashboard and memories were seen. */
async function phoneThatSawProfileDashboardAndMemories(options: PhoneOptions = {}) {
  const { phoneA } = await linkedPartnersOnPhones(options);
  await createMemoryThroughApi(phoneA.context, { title: MEMORY, memoryDate: '2025-06-01' });
  const a = phoneA.page;
  await a.goto('/profile');
  await expect(a.getByRole('button', { name: 'Cambiar email' })).toBeEnabled();
  await expectKeptOnDevice(a, '"queryKey":["profile"');
  await seeDashboardAndMemories(a);
  return { phoneA, a };
}

/** What the photo cache and the outbox would hold (their code is their own): to see them go. */
async function fillOtherDeviceStores(page: Page) {
  await page.evaluate(async () => {
    const photos = await caches.open('juntos-photos-v1');
    await photos.put('/api/photos/seen.jpg', new Response('a photo'));
    await new Promise<void>((resolve) => {
      const request = indexedDB.open('juntos-outbox');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
  });
}

async function post(context: BrowserContext, url: string) {
  const response = await context.request.post(url, {});
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

test.describe('reading without a signal', () => {
  test('reopens the dashboard and the memories offline with the kept data', async () => {
    const { phoneA, a } = await phoneThatSawProfileDashboardAndMemories();

    await phoneA.context.setOffline(true);
    await a.goto('/dashboard');
    await expect(dashboardScreen(a).coupleNames('Ana', 'Bruno')).toBeVisible();
    await expect(a.getByRole('status').getByText('Sin conexión.')).toBeVisible();
    await expect(a.getByText(/^Actualizado hace \d+ (s|min)$/)).toBeVisible();
    // A write that needs a connection says so at once, and sends nothing to fail or to go later.
    const affectionRequests: string[] = [];
    a.on('request', (request) => {
      if (request.url().includes('/api/affection') && request.method() === 'POST')
        affectionRequests.push(request.url());
    });
    await a.getByRole('button', { name: 'Enviar un «pienso en ti» a Bruno' }).tap();
    await expect(toastText(a, 'Necesitas conexión para esto.')).toBeVisible();

    await a.goto('/memories');
    await expect(memoriesScreen(a).card(MEMORY)).toBeVisible();
    await expect(a.getByText(/^Actualizado hace/)).toBeVisible();

    // What must be answered by the server now is off, and says why.
    await a.goto('/profile');
    await expect(a.getByRole('button', { name: 'Cambiar email' })).toBeDisabled();
    await expect(a.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await expect(a.getByText('Necesitas conexión para esto.').first()).toBeVisible();

    // Back online: refreshed in the background, the note and the banner go.
    await phoneA.context.setOffline(false);
    await expect(a.getByRole('status').getByText('Sin conexión.')).not.toBeVisible();
    expect(affectionRequests).toEqual([]);
    await expect(a.getByRole('button', { name: 'Cambiar email' })).toBeEnabled();
    await a.goto('/memories');
    await expect(memoriesScreen(a).card(MEMORY)).toBeVisible();
    await expect(a.getByText(/^Actualizado hace/)).not.toBeVisible();
  });

  test('signing out leaves nothing for the next account, online or offline', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    await createMemoryThroughApi(phoneA.context, { title: MEMORY, memoryDate: '2025-06-01' });
    const a = phoneA.page;
    await seeDashboardAndMemories(a);
    await fillOtherDeviceStores(a);

    await a.goto('/dashboard');
    await expect.poll(() => keptLastScreen(a, '/dashboard')).toContain('Bruno');
    await dashboardScreen(a).accountMenu.click();
    await a.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectScreenAt(a, '/');
    // Each store on its own: `not.arrayContaining([a, b])` would pass with either one left.
    const storesLeft = async () => {
      const { databases, caches } = await deviceStores(a);
      return [...databases, ...caches].filter((name) =>
        ['juntos-cache', 'juntos-outbox', 'juntos-photos-v1', 'juntos-screens-v1'].includes(name),
      );
    };
    await expect.poll(storesLeft).toEqual([]);
    // Offline, the next person opening the app gets a document with no picture of Ana's screens.
    await phoneA.context.setOffline(true);
    const reopened = await a.goto('/dashboard');
    expect(await reopened?.text()).not.toContain('Bruno');
    await phoneA.context.setOffline(false);

    // Carla signs in on the same phone: none of Ana's data, then or offline.
    const carla = await signUpThroughApi({ fullName: 'Carla Ruiz' });
    await signInThroughForm(a, carla);
    await expect(dashboardScreen(a).createTitle).toBeVisible();
    await expectKeptOnDevice(a, carla.email);
    await expectKeptOnDevice(a, '"queryKey":["dashboard","detail"]');
    const kept = await keptDeviceData(a);
    expect(kept).not.toContain(MEMORY);
    expect(kept).not.toContain('Bruno D');

    await phoneA.context.setOffline(true);
    await a.goto('/dashboard');
    await expect(dashboardScreen(a).createTitle).toBeVisible();
    await expect(a.getByText('Bruno')).not.toBeVisible();
    // Nothing of the memories is kept for Carla: said at once, not a loading pulse or an error
    // after the retries (TanStack took an offline start for online).
    await a.goto('/memories');
    await expect(a.getByRole('heading', { name: 'Sin conexión' })).toBeVisible({ timeout: 2_000 });
    await expect(a.getByText(MEMORY)).not.toBeVisible();
    await expect(a.getByText('Error al cargar datos')).not.toBeVisible();
  });

  test('the couple ending drops what both phones kept of it', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await createMemoryThroughApi(phoneA.context, { title: MEMORY, memoryDate: '2025-06-01' });
    const phones: Array<[Page, readonly [string, string]]> = [
      [phoneA.page, ['Ana', 'Bruno']],
      [phoneB.page, ['Bruno', 'Ana']],
    ];
    for (const [page, names] of phones) {
      await seeDashboardAndMemories(page, names);
      await fillOtherDeviceStores(page);
      await page.goto('/dashboard');
      await expect(dashboardScreen(page).coupleNames(...names)).toBeVisible();
    }

    await post(phoneA.context, '/api/couples/end');
    for (const page of [phoneA.page, phoneB.page]) {
      await expect(dashboardScreen(page).createTitle).toBeVisible();
      await expect.poll(() => keptDeviceData(page)).not.toContain(MEMORY);
      await expect
        .poll(async () => (await deviceStores(page)).caches)
        .not.toContain('juntos-photos-v1');
      // A picture kept after the end (the keeper's timer) shows the screen without the couple.
      const partner = page === phoneA.page ? 'Bruno' : 'Ana';
      await expect.poll(() => keptLastScreen(page, '/dashboard')).not.toContain(partner);
      await expect.poll(() => keptLastScreen(page, '/memories')).not.toContain(MEMORY);
    }

    await phoneB.context.setOffline(true);
    await phoneB.page.goto('/memories');
    await expect(phoneB.page.getByText(MEMORY)).not.toBeVisible();
  });

  // Pictures for people to look at: the banner, the "updated" note and a disabled action.
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`offline screens in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, a } = await phoneThatSawProfileDashboardAndMemories({ colorScheme });
      await phoneA.context.setOffline(true);
      await a.goto('/dashboard');
      await expect(a.getByText(/^Actualizado hace/)).toBeVisible();
      await screenshot(a, `offline-dashboard-${colorScheme}`, { fullPage: false });
      await a.goto('/memories');
      await expect(memoriesScreen(a).card(MEMORY)).toBeVisible();
      await screenshot(a, `offline-memories-${colorScheme}`, { fullPage: false });
      await a.goto('/profile');
      await expect(a.getByRole('button', { name: 'Cambiar email' })).toBeDisabled();
      await screenshot(a, `offline-profile-${colorScheme}`);
    });
  }
});
