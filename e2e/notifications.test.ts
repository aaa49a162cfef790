import type { Page } from '@playwright/test';
import type { TNotificationSettings } from '@shared/schemas/notifications';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { phoneZone } from './support/phone-clock';
import { PICTURE_SCHEMES } from './support/pictures';
import { expectScreenAt } from './support/screen';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

/**
 * Records every pushManager.subscribe call (its VAPID key) and answers the n-th as `answers[n]`
 * says: 'browser' lets the browser's own subscribe run; an endpoint (or, past the list, a fresh
 * one) is answered with a subscription made in the page (a real P-256 key pair and auth secret)
 * instead of the browser's push service: headless Chromium refuses to subscribe ("Registration
 * failed - permission denied"), and Chromium's push service is Google's FCM, unreachable from
 * this machine anyway.
 */
async function watchSubscribe(page: Page, answers: Array<'browser' | string> = []) {
  await page.addInitScript(
    ({ given }) => {
      const calls: string[] = [];
      (window as unknown as { subscribeCalls: string[] }).subscribeCalls = calls;
      const real = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = async function subscribe(options) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        calls.push(
          btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, ''),
        );
        const answer = given[calls.length - 1];
        if (answer === 'browser') return real.call(this, options);
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
          'deriveBits',
        ]);
        const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
        const b64 = (bytes: Uint8Array) =>
          btoa(String.fromCharCode(...bytes))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
        // One endpoint per browser, as a push service gives: the server binds it to one account.
        // A given endpoint plays a browser whose endpoint is already known.
        const endpoint = answer ?? `https://push.example.test/send/${crypto.randomUUID()}`;
        const json = {
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
        };
        return {
          endpoint,
          toJSON: () => json,
          unsubscribe: async () => true,
        } as unknown as PushSubscription;
      };
    },
    { given: answers },
  );
}

const subscribeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { subscribeCalls: string[] }).subscribeCalls);

test.describe('notifications on the profile', () => {
  for (const colorScheme of PICTURE_SCHEMES) {
    test(`turning notifications on registers each browser with the server, asked only on the tap (${colorScheme})`, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      const { page, context } = phoneA;
      const settingsOf = async (phone: typeof phoneA) =>
        (await (
          await phone.context.request.get('/api/notifications')
        ).json()) as TNotificationSettings;
      const turnOn = (phone: typeof phoneA) =>
        phone.page.getByRole('button', { name: 'Activar en este dispositivo' });
      // Ana's browser: its own subscribe first; then (she taps again) one that answers, with an
      // endpoint Bruno's browser will be handed too.
      const shared = `https://push.example.test/send/${crypto.randomUUID()}`;
      await watchSubscribe(page, ['browser', shared]);

      await test.step('the permission is asked only on the tap, and subscribing uses the server’s VAPID key', async () => {
        await page.goto('/profile');
        await expectScreenAt(page, '/profile');
        await expect(turnOn(phoneA)).toBeEnabled();
        expect(await page.evaluate(() => Notification.permission)).toBe('default');

        await context.grantPermissions(['notifications']);
        await turnOn(phoneA).click();
        // Headless Chromium has no push service: the real subscribe is refused, and the card
        // says so.
        await expect(page.getByText('No se pudieron activar las notificaciones')).toBeVisible();
        const settings = await settingsOf(phoneA);
        expect(await subscribeCalls(page)).toEqual([settings.vapidPublicKey]);
        expect(settings.subscriptionCount).toBe(0);
      });

      await test.step('turning notifications on registers this browser with the server', async () => {
        await turnOn(phoneA).click();
        await expect(page.getByText('Activadas en este dispositivo')).toBeVisible();
        const settings = await settingsOf(phoneA);
        expect(settings.subscriptionCount).toBe(1);
        expect(settings.timeZone).toBe(phoneZone());

        await page.getByRole('switch', { name: 'Vuestra mascota tiene hambre' }).click();
        await expect(
          page.getByRole('switch', { name: 'Vuestra mascota tiene hambre' }),
        ).toHaveAttribute('aria-checked', 'false');
        await expect
          .poll(async () => (await settingsOf(phoneA)).disabledKinds)
          .toEqual(['petHungry']);

        await page.getByRole('button', { name: 'Crear enlace privado' }).click();
        await expect(page.getByLabel('Tu enlace privado de calendario')).toHaveValue(
          /\/api\/calendar-feed\/feed\.ics\?token=/,
        );
        await page.getByRole('heading', { name: 'Notificaciones' }).scrollIntoViewIfNeeded();
        await screenshot(page, `profile-notifications-${colorScheme}`);
      });

      // That the server refuses an endpoint another account holds (409) is
      // src/server/features/notifications/push-endpoints.test.ts's.
      await test.step("a browser handed another account's endpoint gets a new one; the other keeps theirs", async () => {
        // Bruno's browser first offers Ana's endpoint (the server refuses it), then a fresh one.
        await watchSubscribe(phoneB.page, [shared]);
        await phoneB.context.grantPermissions(['notifications']);
        await phoneB.page.goto('/profile');
        await expectScreenAt(phoneB.page, '/profile');
        await turnOn(phoneB).click();
        await expect(phoneB.page.getByText('Activadas en este dispositivo')).toBeVisible();
        expect(await subscribeCalls(phoneB.page)).toHaveLength(2);
        expect((await settingsOf(phoneB)).subscriptionCount).toBe(1);
        expect((await settingsOf(phoneA)).subscriptionCount).toBe(1);
      });
    });
  }
});

// Pictures for people to look at (test-results/screenshots/), in both themes.
test.describe('screenshots of the quiet hours', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await page.goto('/profile');
      await page.getByLabel('Desde', { exact: true }).fill('23:00');
      await expect(page.getByText('Preferencias guardadas')).toBeVisible();
      await page.getByLabel('Desde', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `quiet-hours-${colorScheme}`, { fullPage: false });
    });
  }
});
