import type { Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { authScreen, signInThroughForm } from './support/auth-screen';
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

  it.each([
    ['the network is down', (route: Route) => route.abort('internetdisconnected')],
    ['the server fails', (route: Route) => route.fulfill({ status: 503 })],
  ])('when %s, a failed session check offers a retry instead of signing out', async (_, fail) => {
    const user = await signUpThroughApi({ fullName: 'Nora Campos' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    await page.route('**/api/auth/get-session', fail);

    await page.goto('/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Error al cargar datos' }));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await authScreen(page).loginButton.count()).toBe(0);

    await page.unroute('**/api/auth/get-session');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Hola, Nora' }));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('signed out on a page, then signed in: back to that page', async () => {
    const user = await signUpThroughApi({ fullName: 'Olga Ramos' });
    const { page } = await openPhone();
    await page.goto('/profile');
    await expectScreenAt(page, '/');
    await signInThroughForm(page, user);
    await expectScreenAt(page, '/profile');
  });
});
