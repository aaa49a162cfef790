import type { Route } from '@playwright/test';
import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt, openAsAppShell } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

test.describe('where signed-in and signed-out people may go', () => {
  for (const path of ['/dashboard', '/profile', '/calendar']) {
    test(`a signed-out visitor opening ${path} is sent to the sign-in screen`, async () => {
      const { page } = await openPhone();
      await page.goto(path);
      await expectScreenAt(page, '/');
      await expect(authScreen(page).loginButton).toBeVisible();
    });
  }

  for (const path of ['/', '/auth']) {
    test(`a signed-in person opening ${path} goes to the dashboard`, async () => {
      const user = await signUpThroughApi();
      const { context, page } = await openPhone();
      await signInContext(context, user);
      await page.goto(path);
      await expectScreenAt(page, '/dashboard');
    });
  }

  const FAILURES: Array<[string, (route: Route) => Promise<void>]> = [
    ['the network is down', (route) => route.abort('internetdisconnected')],
    ['the server fails', (route) => route.fulfill({ status: 503 })],
  ];
  for (const [what, fail] of FAILURES) {
    test(`when ${what}, a failed session check offers a retry instead of signing out`, async () => {
      const user = await signUpThroughApi({ fullName: 'Nora Campos' });
      const { context, page } = await openPhone();
      await signInContext(context, user);
      await page.route('**/api/auth/get-session', fail);
      // The worker's shell (a reopen): the browser checks the session itself. A first visit's
      // page comes from the server, which checked it.
      await openAsAppShell(page, '/dashboard');

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Error al cargar datos' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await authScreen(page).loginButton.count()).toBe(0);

      await page.unroute('**/api/auth/get-session');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { name: 'Hola, Nora' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    });
  }

  test('signed out on a page, then signed in: back to that page', async () => {
    const user = await signUpThroughApi({ fullName: 'Olga Ramos' });
    const { page } = await openPhone();
    await page.goto('/profile');
    await expectScreenAt(page, '/');
    await signInThroughForm(page, user);
    await expectScreenAt(page, '/profile');
  });
});
