import { openPhone, screenshot } from './support/browser';
import {
  createCodeOnDashboard,
  createCodeThroughApi,
  dashboardScreen,
  toastText,
  twoPartnersOnPhones,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

// Pictures for people to look at (test-results/screenshots/), not pixel comparisons: the couple
// screens as they really render on a phone, in both themes.
test.describe('screenshots of linking a couple and its dashboard', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await twoPartnersOnPhones({ colorScheme });
      const a = phoneA.page;
      const b = phoneB.page;
      const screenA = dashboardScreen(a);
      const screenB = dashboardScreen(b);

      await a.goto('/dashboard');
      await expectScreenAt(a, '/dashboard');
      await expect(screenA.createTitle).toBeVisible();
      await screenshot(a, `couple-create-or-join-${colorScheme}`);

      const code = await createCodeOnDashboard(a, '2024-02-14');
      await expect(screenA.waitingTitle).toBeVisible();
      await screenshot(a, `couple-waiting-${colorScheme}`);

      await b.goto('/dashboard');
      await expect(screenB.createTitle).toBeVisible();
      await screenB.codeInput.fill(code);
      await screenB.joinButton.tap();
      const continueButton = b.getByRole('button', { name: 'Continuar al Dashboard' });
      await expect(continueButton).toBeVisible();
      await screenshot(b, `couple-connection-animation-${colorScheme}`);

      await continueButton.tap();
      await expect(screenB.coupleNames('Bruno', 'Ana')).toBeVisible();
      // The header is what the pictures should show, not the toast that covers it for a while.
      await expect(toastText(b, '¡Conectado con tu pareja!')).not.toBeAttached();
      await screenshot(b, `dashboard-connected-${colorScheme}`);
      // What the phone shows at the end of the page: the last card must clear the fixed bar.
      await b.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(b, `dashboard-connected-bottom-${colorScheme}`, { fullPage: false });

      // Tapped, not clicked: a mouse left over the sheet would show a hover no finger makes.
      await b.evaluate(() => window.scrollTo(0, 0));
      await screenB.navGroup('Nosotros').tap();
      await expect(b.getByRole('dialog', { name: 'Nosotros' })).toBeVisible();
      await screenshot(b, `dashboard-sheet-nosotros-${colorScheme}`, { fullPage: false });
    });
  }

  test('the waiting card on a 360 px wide phone: the code fits', async () => {
    const ana = await signUpThroughApi({ fullName: 'Ana García' });
    const { context, page } = await openPhone();
    await signInContext(context, ana);
    const code = await createCodeThroughApi(context, '2024-02-14');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/dashboard');
    await expect(dashboardScreen(page).waitingTitle).toBeVisible();

    const codeText = page.getByText(code, { exact: true });
    await expect(codeText).toBeVisible();
    expect(await codeText.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'couple-waiting-360');
  });
});
