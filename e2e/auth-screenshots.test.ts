import { it } from 'vitest';
import { authScreen } from './support/auth-screen';
import { describeInBrowser, openPhone, screenshot } from './support/browser';
import { expectScreenAt, expectVisible } from './support/screen';

// Pictures for people to look at (test-results/screenshots/), not pixel comparisons: they
// show how the screen really renders on a phone in both themes.
describeInBrowser('screenshots of the sign-in screen', () => {
  it.each(['light', 'dark'] as const)('in the %s theme', async (colorScheme) => {
    const { page } = await openPhone({ colorScheme });
    await page.goto('/');
    await expectScreenAt(page, '/');
    const screen = authScreen(page);
    await expectVisible(screen.loginButton);
    await screenshot(page, `auth-login-${colorScheme}`);

    await screen.signUpMode.click();
    await expectVisible(screen.fullName);
    await screenshot(page, `auth-signup-${colorScheme}`);

    await screen.fullName.fill('Ana García');
    await screen.email.fill('ana.garcia');
    await screen.password.fill('amor-123456');
    await screen.signUpButton.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Email inválido' }));
    await screenshot(page, `auth-signup-error-${colorScheme}`);
  });
});
