import type { Page } from '@playwright/test';
import { openPhone, screenshot } from './support/browser';
import { linkCoupleThroughApi } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi } from './support/memories';
import { setPageVisibility } from './support/privacy';
import { expectListening, expectScreenAt, htmlHasClass } from './support/screen';
import { signInContext, signUpThroughApi, TEST_PASSWORD } from './support/users';

/** Everything of the couple that could be on a screen: names and what they wrote. */
const COUPLE_TEXTS = ['Irene', 'Bruno', 'Cena en el faro', 'Nuestra primera cena junto al mar'];

/** The whole page as text (what is drawn, and what a screen reader or a snapshot would read). */
async function expectNothingOfTheCouple(page: Page) {
  const html = await page.content();
  for (const text of COUPLE_TEXTS) expect(html).not.toContain(text);
}

const lockScreen = (page: Page) => page.getByRole('heading', { name: 'Juntos está bloqueada' });

/**
 * Records whether `text` is drawn before the test marks the unlock (`window.__unlocking`), however
 * briefly: a MutationObserver sees every node the app renders.
 */
async function watchForTextBeforeUnlock(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((watched) => {
    Reflect.set(window, '__seenBeforeUnlock', false);
    new MutationObserver(() => {
      if (Reflect.get(window, '__unlocking')) return;
      if (document.body.textContent?.includes(watched)) {
        Reflect.set(window, '__seenBeforeUnlock', true);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate(() => Boolean(Reflect.get(window, '__seenBeforeUnlock')));
}

/**
 * A stream of the page's own beside the app's (the server sends both every event): once it is
 * listening, the returned function resolves when an event of `type` has come.
 */
async function listenForStreamEvent(page: Page, type: string): Promise<() => Promise<void>> {
  await page.evaluate(
    (wanted) =>
      new Promise<void>((listening) => {
        const source = new EventSource('/api/realtime');
        source.addEventListener('ready', () => listening());
        const arrived = new Promise<void>((resolve) => {
          source.addEventListener('invalidate', (event) => {
            if (!String(event.data).includes(wanted)) return;
            source.close();
            resolve();
          });
        });
        Reflect.set(window, '__streamEvent', arrived);
      }),
    type,
  );
  return () => page.evaluate(() => Reflect.get(window, '__streamEvent') as Promise<void>);
}

test.describe('the app lock', () => {
  // One couple: Irene's phone proves the lock and that it is hers alone; then Bruno, on his own
  // phone, turned to the dark, locks his at once.
  test('each phone locks by its own choice and shows nothing of the couple', async () => {
    const irene = await signUpThroughApi({ fullName: 'Irene Salas' });
    const bruno = await signUpThroughApi({ fullName: 'Bruno Pardo' });
    const phone = await openPhone();
    const partner = await openPhone();
    await signInContext(phone.context, irene);
    await signInContext(partner.context, bruno);
    await linkCoupleThroughApi(phone.context, partner.context);
    await createMemoryThroughApi(partner.context, {
      title: 'Cena en el faro',
      description: 'Nuestra primera cena junto al mar',
      memoryDate: '2025-06-01',
    });

    await test.step('locks after the chosen time away, shows nothing behind, opens with the password', async () => {
      const { page } = phone;
      await page.clock.install();
      await page.goto('/profile');
      await page.getByRole('switch', { name: 'Bloquear la app' }).click();
      await page.getByRole('radio', { name: '1 min' }).click();
      await expect(page.getByRole('radio', { name: '1 min' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await screenshot(page, 'privacy-app-lock-card-light', { fullPage: false });

      await page.goto('/memories');
      await expect(page.getByText('Cena en el faro')).toBeVisible();

      // Away for less than the chosen time: the app is as it was.
      await setPageVisibility(page, 'hidden');
      await page.clock.fastForward('00:30');
      await setPageVisibility(page, 'visible');
      await expect(page.getByText('Cena en el faro')).toBeVisible();

      // Away for longer: locked, and the couple's words are not in the page at all.
      await setPageVisibility(page, 'hidden');
      await page.clock.fastForward('01:05');
      await setPageVisibility(page, 'visible');
      await expect(lockScreen(page)).toBeVisible();
      await expectNothingOfTheCouple(page);
      await screenshot(page, 'privacy-lock-screen-light', { fullPage: false });

      // Reopened (a reload, the app started again): still locked, nothing drawn first.
      await page.reload();
      await expect(lockScreen(page)).toBeVisible();
      await expectNothingOfTheCouple(page);

      // Bruno thinks of her while it is locked: his heart reaches the phone (its live stream runs
      // under the lock) and is held, shown only once she has opened the app.
      await expectListening(page);
      const heartSeenWhileLocked = await watchForTextBeforeUnlock(page, 'está pensando en ti');
      const heartArrived = await listenForStreamEvent(page, 'affection.received');
      expect((await partner.context.request.post('/api/affection')).status()).toBe(201);
      await heartArrived();

      await page.getByLabel('Contraseña').fill('no-es-la-clave');
      await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
      await expect(page.getByText('La contraseña no es correcta')).toBeVisible();
      await expect(lockScreen(page)).toBeVisible();
      await expectNothingOfTheCouple(page);
      await page.getByLabel('Contraseña').fill(TEST_PASSWORD);
      await page.evaluate(() => Reflect.set(window, '__unlocking', true));
      await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
      await expect(page.getByText('Cena en el faro')).toBeVisible();
      await expectScreenAt(page, '/memories');
      await expect(page.getByTestId('live-heart')).toContainText('Bruno está pensando en ti');
      expect(await heartSeenWhileLocked()).toBe(false);

      // The lock is this device's: the partner's phone was never locked.
      await partner.page.goto('/memories');
      await expect(partner.page.getByText('Cena en el faro')).toBeVisible();
      await expect(lockScreen(partner.page)).toHaveCount(0);
    });

    await test.step('the lock screen in the dark', async () => {
      // Bruno's phone, its system theme turned dark (the app follows it).
      const { page } = partner;
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/profile');
      await page.getByRole('switch', { name: 'Bloquear la app' }).click();
      await page.getByRole('radio', { name: 'Al momento' }).click();
      await screenshot(page, 'privacy-cards-dark', { fullPage: false });
      await setPageVisibility(page, 'hidden');
      await setPageVisibility(page, 'visible');
      await expect(lockScreen(page)).toBeVisible();
      expect(await htmlHasClass(page, 'dark')).toBe(true);
      await expect(page.getByText('Bruno')).toHaveCount(0);
      await screenshot(page, 'privacy-lock-screen-dark', { fullPage: false });
    });
  });
});
