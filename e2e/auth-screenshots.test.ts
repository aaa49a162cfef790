import { authScreen } from './support/auth-screen';
import { openPhone, screenshot } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

// Pictures for people to look at (test-results/screenshots/), not pixel comparisons: they
// show how the screen really renders on a phone in both themes.
test.describe('screenshots of the sign-in screen', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { page } = await openPhone({ colorScheme });
      await page.goto('/');
      await expectScreenAt(page, '/');
      const screen = authScreen(page);
      await expect(screen.loginButton).toBeVisible();
      await screenshot(page, `auth-login-${colorScheme}`);

      await screen.signUpMode.click();
      await expect(screen.fullName).toBeVisible();
      await screenshot(page, `auth-signup-${colorScheme}`);

      await screen.fullName.fill('Ana García');
      await screen.email.fill('ana.garcia');
      await screen.password.fill('amor-123456');
      await screen.signUpButton.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Email inválido' })).toBeVisible();
      await screenshot(page, `auth-signup-error-${colorScheme}`);
    });
  }
});
