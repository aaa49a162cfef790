import { authScreen } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

test.describe('the sign-in screen', () => {
  for (const path of ['/', '/auth']) {
    test(`greets a signed-out visitor at ${path} with the title, subtitle and sign-in form`, async () => {
      const { page } = await openPhone();
      await page.goto(path);
      await expectScreenAt(page, path);
      const screen = authScreen(page);

      await expect(screen.title).toBeVisible();
      await expect(screen.subtitle).toBeVisible();
      await expect(screen.language).toBeVisible();
      await expect(screen.loginMode).toHaveAttribute('aria-pressed', 'true');
      await expect(screen.signUpMode).toHaveAttribute('aria-pressed', 'false');
      await expect(screen.email).toBeVisible();
      await expect(screen.password).toBeVisible();
      await expect(screen.loginButton).toBeVisible();
      expect(await screen.fullName.count()).toBe(0);
      expect(await page.title()).toBe('Juntos');
    });
  }

  test('asks for the full name only in sign-up mode', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    const screen = authScreen(page);

    await screen.signUpMode.click();
    await expect(screen.signUpMode).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.fullName).toBeVisible();
    await expect(screen.fullName).toHaveAttribute('placeholder', 'Tu nombre');
    await expect(screen.signUpButton).toBeVisible();

    await screen.loginMode.click();
    await expect(screen.loginMode).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.fullName).not.toBeAttached();
    await expect(screen.loginButton).toBeVisible();
    expect(await screen.signUpButton.count()).toBe(0);
  });
});
