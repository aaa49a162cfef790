import { it } from 'vitest';
import { authScreen } from './support/auth-screen';
import { describeInBrowser, openPhone } from './support/browser';
import { expectScreenAt, expectVisible } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

describeInBrowser('where signed-in and signed-out people may go', () => {
  it.each(['/dashboard', '/profile', '/calendar'])(
    'a signed-out visitor opening %s is sent to the sign-in screen',
    async (path) => {
      const { page } = await openPhone();
      await page.goto(path);
      await expectScreenAt(page, '/');
      await expectVisible(authScreen(page).loginButton);
    },
  );

  it.each(['/', '/auth'])('a signed-in person opening %s goes to the dashboard', async (path) => {
    const user = await signUpThroughApi();
    const { context, page } = await openPhone();
    await signInContext(context, user);
    await page.goto(path);
    await expectScreenAt(page, '/dashboard');
  });
});
