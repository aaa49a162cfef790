import { expect, it } from 'vitest';
import { authScreen } from './support/auth-screen';
import { describeInBrowser, openPhone } from './support/browser';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';

describeInBrowser('the sign-in screen', () => {
  it.each(['/', '/auth'])(
    'greets a signed-out visitor at %s with the title, subtitle and sign-in form',
    async (path) => {
      const { page } = await openPhone();
      await page.goto(path);
      await expectScreenAt(page, path);
      const screen = authScreen(page);

      await expectVisible(screen.title);
      await expectVisible(screen.subtitle);
      await expectVisible(screen.language);
      expect(await screen.loginMode.getAttribute('aria-pressed')).toBe('true');
      expect(await screen.signUpMode.getAttribute('aria-pressed')).toBe('false');
      await expectVisible(screen.email);
      await expectVisible(screen.password);
      await expectVisible(screen.loginButton);
      expect(await screen.fullName.count()).toBe(0);
      expect(await page.title()).toBe('Juntos');
    },
  );

  it('asks for the full name only in sign-up mode', async () => {
    const { page } = await openPhone();
    await page.goto('/');
    const screen = authScreen(page);

    await screen.signUpMode.click();
    expect(await screen.signUpMode.getAttribute('aria-pressed')).toBe('true');
    await expectVisible(screen.fullName);
    expect(await screen.fullName.getAttribute('placeholder')).toBe('Tu nombre');
    await expectVisible(screen.signUpButton);

    await screen.loginMode.click();
    expect(await screen.loginMode.getAttribute('aria-pressed')).toBe('true');
    await expectAbsent(screen.fullName);
    await expectVisible(screen.loginButton);
    expect(await screen.signUpButton.count()).toBe(0);
  });
});
