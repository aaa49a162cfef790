import type { Page } from '@playwright/test';
import en from '../src/web/locales/en/auth.json' with { type: 'json' };
import es from '../src/web/locales/es/auth.json' with { type: 'json' };
import { authScreen } from './support/auth-screen';
import { openPhone, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt, htmlHasClass, localStorageItem } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

/** The texts of the en locale, and none of the Spanish ones. */
async function expectEnglishAuthScreen(page: Page): Promise<void> {
  await expect(page.getByText(en.auth.subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en.auth.signupTab, exact: true })).toBeVisible();
  expect(await page.getByText(es.auth.subtitle, { exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: es.auth.signupTab }).count()).toBe(0);
}

/** The page's theme now, and waits for it to change (the system's, followed by the page). */
const isDark = (page: Page) => htmlHasClass(page, 'dark');
const turnsDark = (page: Page) =>
  page.waitForFunction(() => document.documentElement.classList.contains('dark'));
const turnsLight = (page: Page) =>
  page.waitForFunction(() => !document.documentElement.classList.contains('dark'));

test.describe('language and theme stay as the person left them', () => {
  // Each former test a step, named in a failure's report.
  test("the language: the browser's at first, then the one chosen, signed out and in", async () => {
    await test.step("with nothing chosen, speaks the browser's language, and Spanish when it has none of ours", async () => {
      const english = await openPhone({ locale: 'en-GB' });
      await english.page.goto('/');
      await expectEnglishAuthScreen(english.page);
      expect(await localStorageItem(english.page, 'i18nextLng')).toBe('en');

      const japanese = await openPhone({ locale: 'ja-JP' });
      await japanese.page.goto('/');
      await expect(japanese.page.getByText(es.auth.subtitle, { exact: true })).toBeVisible();
    });

    // A Spanish phone from here on.
    const { context, page } = await openPhone();

    await test.step('choosing English switches the texts at once and persists across a reload', async () => {
      await page.goto('/');
      await authScreen(page).language.selectOption({ label: 'English' });

      await expectEnglishAuthScreen(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await localStorageItem(page, 'i18nextLng')).toBe('en');

      await page.reload();
      await expectScreenAt(page, '/');
      await expectEnglishAuthScreen(page);
      // Found by role alone: its label is translated too.
      await expect(page.getByRole('combobox')).toHaveValue('en');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await localStorageItem(page, 'i18nextLng')).toBe('en');
    });

    // The first paint loads only the sign-in screen's texts; every other screen's follow.
    await test.step('a signed-in screen speaks the chosen language, switched there or before signing in', async () => {
      // English was chosen on the sign-in screen, before signing in (the step above).
      const user = await signUpThroughApi({ fullName: 'Lucía Romero' });
      await signInContext(context, user);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();

      await page.getByRole('combobox').selectOption({ label: 'Français' });
      await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Mon profil', level: 1 })).toBeVisible();
    });
  });

  // One light phone: the system's theme first (nothing stored), then the person's choice. The
  // system's dark is the page's emulated media, as a phone switching to its night mode.
  test("the theme: the system's until one is chosen, then the choice, in every tab", async () => {
    const { context, page } = await openPhone({ colorScheme: 'light' });

    await test.step('with nothing stored, follows the system dark mode', async () => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      await expectScreenAt(page, '/');
      expect(await isDark(page)).toBe(true);
      expect(await localStorageItem(page, 'theme')).toBeNull();
    });

    await test.step('with nothing chosen, follows the system as it changes; a choice then wins', async () => {
      // Opened again on a light system: still nothing stored.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await expectScreenAt(page, '/');
      expect(await isDark(page)).toBe(false);

      await page.emulateMedia({ colorScheme: 'dark' });
      await turnsDark(page);
      await expect(page.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
      expect(await localStorageItem(page, 'theme')).toBeNull();

      // On a screen without a theme button too (the 404 stayed light).
      await page.goto('/no-such-screen');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.emulateMedia({ colorScheme: 'light' });
      await turnsLight(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await turnsDark(page);

      await page.goto('/');
      await page.getByRole('button', { name: 'Usar tema claro' }).click();
      expect(await localStorageItem(page, 'theme')).toBe('light');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await isDark(page)).toBe(false);
    });

    // The system light again: from here on, a dark screen can only be the person's choice.
    await page.emulateMedia({ colorScheme: 'light' });
    // Another tab, open before the choice below: it must follow it without being reloaded.
    const other = await context.newPage();
    await other.goto('/');
    await expectScreenAt(other, '/');
    await page.bringToFront();

    await test.step('switching to the dark theme persists across a reload', async () => {
      expect(await isDark(page)).toBe(false);

      await page.getByRole('button', { name: 'Usar tema oscuro' }).click();
      expect(await isDark(page)).toBe(true);
      expect(await localStorageItem(page, 'theme')).toBe('dark');

      await page.reload();
      await expectScreenAt(page, '/');
      expect(await isDark(page)).toBe(true);
      expect(await localStorageItem(page, 'theme')).toBe('dark');
      // The toggle now offers the way back.
      await expect(page.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
    });

    await test.step('a theme chosen in one tab shows in the other tabs at once', async () => {
      await turnsDark(other);
      await expect(other.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
    });

    await test.step('a stored dark theme is applied before the app runs (no light flash)', async () => {
      // Stored by the step above. Record the theme when the document is parsed, and keep the
      // app's own JavaScript from running: only /theme-init.js, a blocking script in <head>,
      // can have applied it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.dataset.darkAtDomContentLoaded = String(
            document.documentElement.classList.contains('dark'),
          );
        });
      });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload({ waitUntil: 'domcontentloaded' });

      expect(
        await page.evaluate(() => document.documentElement.dataset.darkAtDomContentLoaded),
      ).toBe('true');
      // The screen may be the server's drawing of it (docs/BOOT.md); the app never took it over.
      expect(await page.evaluate(() => document.documentElement.dataset.screen)).toBeUndefined();
    });
  });
});

// Pictures of the two variants chosen (docs/TEXTS.md, "Wording"): European Portuguese and
// French "tu", in both themes.
test.describe('screenshots of the wording variants', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      for (const [locale, text] of [
        ['pt-PT', 'É assim que o teu par te vai ver'],
        ['fr-FR', 'Ce que verra ta moitié'],
      ] as const) {
        const other = await openPhone({ colorScheme, locale });
        await signInContext(other.context, await signUpThroughApi({ fullName: 'Inês Sousa' }));
        await other.page.goto('/profile');
        await expect(other.page.getByText(text)).toBeVisible();
        await screenshot(other.page, `profile-${locale}-${colorScheme}`);
        await other.page.goto('/dashboard');
        await expect(other.page.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(other.page, `dashboard-${locale}-${colorScheme}`);
      }
    });
  }
});
