import type { Page } from '@playwright/test';
import { axeOn } from './support/axe';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen } from './support/memories';
import { expectKeepingChanges, expectScreenAt } from './support/screen';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

/** axe's findings on what the phone shows, once the sheet's animations are over. */
async function axeFindings(page: Page, within?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // As accessibility.test.ts: the rules Lighthouse does not count.
    .disableRules(['region', 'css-orientation-lock', 'hidden-content', 'p-as-heading']);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
}

// Pictures for people to look at (test-results/screenshots/): a memory waiting to be sent and
// the list of waiting changes with a refused one, on a phone, in both themes.
test.describe('screenshots of the waiting changes', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      await createMemoryThroughApi(phoneA.context, { title: 'Nuestro primer viaje' });
      const page = phoneA.page;
      await page.goto('/memories');
      await expectScreenAt(page, '/memories');
      await expectKeepingChanges(page);
      const screen = memoriesScreen(page);
      await expect(screen.card('Nuestro primer viaje')).toBeVisible();

      // The form's code loads online; then the signal goes.
      await screen.card('Nuestro primer viaje').getByRole('button', { name: 'Editar' }).tap();
      await expect(screen.titleField).toBeVisible();
      await phoneA.context.setOffline(true);
      await screen.titleField.fill('Nuestro primer viaje a Lisboa');
      await screen.saveButton.tap();
      await screen.newButton.tap();
      await screen.titleField.fill('Atardecer en Sintra');
      await screen.saveButton.tap();
      await expect(screen.card('Atardecer en Sintra')).toBeVisible();
      await screenshot(page, `offline-memories-waiting-${colorScheme}`, { fullPage: false });
      expect(await axeFindings(page)).toEqual([]);

      const { items } = (await (await phoneB.context.request.get('/api/memories')).json()) as {
        items: Array<{ id: string }>;
      };
      await phoneB.context.request.delete(`/api/memories/${items[0]?.id}`);
      await phoneA.context.route('**/api/memories', (route) =>
        route.request().method() === 'POST'
          ? route.abort('internetdisconnected')
          : route.fallback(),
      );
      await phoneA.context.setOffline(false);
      const button = page.getByRole('button', { name: '1 cambio no enviado' });
      await expect(button).toBeVisible();
      await button.tap();
      await expect(page.getByRole('dialog', { name: 'Cambios por enviar' })).toBeVisible();
      await expect(page.getByText('Ese recuerdo ya no existe').last()).toBeVisible();
      await screenshot(page, `offline-waiting-changes-${colorScheme}`, { fullPage: false });
      expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
    });
  }
});
