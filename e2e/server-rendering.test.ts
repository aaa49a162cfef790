import type { Page } from '@playwright/test';
import QUESTION_TEXTS from '@shared/content/daily-questions/texts/es';
import { daysBetween } from '@shared/domain/calendar-day';
import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { machineNow } from '@test/machine-clock';
import { authScreen } from './support/auth-screen';
import { openPhone } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen } from './support/memories';
import { phoneToday } from './support/phone-clock';
import { expectScreenAt, htmlHasClass } from './support/screen';
import { signUpThroughApi } from './support/users';

/**
 * The first screen comes from the server (docs/BOOT.md): its HTML carries the screen and its
 * data, the browser takes it over without a mismatch (the fixtures fail a test on any
 * hydration problem in the console) and without running anything the data says.
 */

const HOSTILE_TITLE = '</script><script>alert(1)</script>';

/** Fails the test if anything in the page opens a dialog (an injected script's alert). */
function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * A zone where it is another day than in UTC right now, and far from its own midnight, whatever
 * the hour: UTC+14 from 10:00 UTC on (its 00:00 to 14:00), UTC-11 before (its 13:00 to 23:00).
 */
function zoneOnAnotherDay(): string {
  const zone = machineNow().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  expect(phoneToday(zone)).not.toBe(phoneToday('UTC'));
  return zone;
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

test.describe('a screen drawn by the server', () => {
  test('a memory titled like a script shows as its text, and nothing runs', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await createMemoryThroughApi(phoneB.context, { title: HOSTILE_TITLE });
    const page = phoneA.page;
    const dialogs = failOnDialog(page);
    const response = await page.goto('/memories');
    const html = (await response?.text()) ?? '';
    // Drawn by the server: the data is in the document, escaped everywhere it appears.
    expect(html).toContain('id="juntos-state"');
    expect(html).not.toContain(HOSTILE_TITLE);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expectScreenAt(page, '/memories');
    await expect(memoriesScreen(page).card(HOSTILE_TITLE)).toBeVisible();
    await expect(page.getByText(HOSTILE_TITLE, { exact: true })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("drawn in the phone's language and day, far from the server's zone, and taken over as it is", async () => {
    const timezoneId = zoneOnAnotherDay();
    const { phoneA } = await linkedPartnersOnPhones({ locale: 'en-GB', timezoneId });
    const page = phoneA.page;
    const days = daysBetween('2024-02-14', phoneToday(timezoneId));

    // A first visit: the server knows the language (the browser's) but not the zone, draws
    // its own day, and the browser, on another day, draws the screen afresh.
    await page.goto('/dashboard');
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByText(`${days} days together`, { exact: true })).toBeAttached();

    // The app told the server its zone (the juntos-prefs cookie): now the server's page is
    // the phone's, and it is hydrated as it is. (Without the service worker the first visit
    // installed, which would answer the reload with the app shell: docs/BOOT.md.)
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    });
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`${days} days together`);
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByText(`${days} days together`, { exact: true })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  test("the dashboard's first screen is whole in the page: the partner's hearts, today's question", async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    expect((await phoneB.context.request.post('/api/affection')).status()).toBe(201);
    const today = await phoneA.context.request.get('/api/daily-questions/today');
    expect(today.status()).toBe(200);
    const question = QUESTION_TEXTS[((await today.json()) as TDailyQuestionToday).day.questionId];
    if (!question) throw new Error('today has no question text');
    const hearts = 'Bruno ha pensado en ti 1 vez hoy';

    // Both cards under the couple's names are drawn by the server with their words (drawn
    // after hydration instead, the question's text was the page's largest paint, seconds late).
    const page = phoneA.page;
    // The web fonts arrive late, as on a slow link: the text drawn first must not move when they
    // do (stand-in faces shaped like them, globals.css). Without, the swap shifted 0.05.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('/dashboard');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="juntos-state"');
    expect(html).toContain(hearts);
    expect(html).toContain(asHtml(question));
    // And taken over as they are (the fixtures fail the test on a hydration mismatch).
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByText(hearts, { exact: true })).toBeVisible();
    await expect(page.getByText(question, { exact: true })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'ready');
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  test.describe('the sign-in form drawn before its code runs', () => {
    /** A fresh phone on /auth whose app code waits for `release` (a slow phone's). */
    async function signInScreenBeforeItsCode() {
      const user = await signUpThroughApi({ fullName: 'Lucía Prieto' });
      const { page } = await openPhone();
      let release = () => {};
      const codeMayLoad = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await codeMayLoad;
        await route.continue();
      });
      const response = await page.goto('/auth', { waitUntil: 'commit' });
      expect((await response?.text()) ?? '').toContain('id="juntos-state"');
      const screen = authScreen(page);
      // Filled the moment the fields appear, as a password manager does.
      await screen.email.fill(user.email);
      await screen.password.fill(user.password);
      expect(await page.evaluate(() => document.documentElement.dataset.screen)).toBeUndefined();
      return { user, page, screen, release };
    }

    test('what was typed is kept when the app takes over, and is what the form sends', async () => {
      const { user, page, screen, release } = await signInScreenBeforeItsCode();
      release();
      await expect(page.locator('html[data-screen="live"]')).toBeAttached();
      await expect(screen.email).toHaveValue(user.email);
      await expect(screen.password).toHaveValue(user.password);
      // Whatever renders next (here the button's pending state) keeps the fields, and the form
      // sends what the person sees, not the empty values it started with.
      await screen.loginButton.click();
      await expectScreenAt(page, '/dashboard');
    });

    test('a tap on "Iniciar sesión" is kept and done once the code runs; the password stays out of the address', async () => {
      const { page, screen, release } = await signInScreenBeforeItsCode();
      const addresses: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) addresses.push(request.url());
      });
      await screen.loginButton.click({ noWaitAfter: true });
      release();
      await expectScreenAt(page, '/dashboard');
      expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
    });
  });

  test('in dark mode the page is dark from its first paint', async () => {
    const { phoneA } = await linkedPartnersOnPhones({ colorScheme: 'dark' });
    const page = phoneA.page;
    await page.goto('/pet');
    await expectScreenAt(page, '/pet');
    expect(await htmlHasClass(page, 'dark')).toBe(true);
  });
});
