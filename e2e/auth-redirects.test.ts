import type { Route } from '@playwright/test';
import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt, openAsAppShell } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

const FAILURES: Array<[string, (route: Route) => Promise<void>]> = [
  ['the network is down', (route) => route.abort('internetdisconnected')],
  ['the server fails', (route) => route.fulfill({ status: 503 })],
];

test.describe('where signed-in and signed-out people may go', () => {
  // One person: first signed out on a phone, then signed in on it; each former test a step.
  test('the guards send a visitor to sign in and back, and keep a signed-in person in', async () => {
    const user = await signUpThroughApi({ fullName: 'Nora Campos' });
    const { page } = await openPhone();

    for (const path of ['/dashboard', '/profile', '/calendar']) {
      await test.step(`a signed-out visitor opening ${path} is sent to the sign-in screen`, async () => {
        await page.goto(path);
        await expectScreenAt(page, '/');
        await expect(authScreen(page).loginButton).toBeVisible();
      });
    }

    await test.step('signed out on a page, then signed in: back to that page', async () => {
      await page.goto('/profile');
      await expectScreenAt(page, '/');
      await signInThroughForm(page, user);
      await expectScreenAt(page, '/profile');
    });

    for (const path of ['/', '/auth']) {
      await test.step(`a signed-in person opening ${path} goes to the dashboard`, async () => {
        await page.goto(path);
        await expectScreenAt(page, '/dashboard');
      });
    }

    // Each on a phone of its own: a phone that has shown the dashboard keeps it on the device
    // and would draw it from there on a reopen, and the check must be the first thing it knows.
    for (const [what, fail] of FAILURES) {
      await test.step(`when ${what}, a failed session check offers a retry instead of signing out`, async () => {
        const { context, page: reopened } = await openPhone();
        await signInContext(context, user);
        await reopened.route('**/api/auth/get-session', fail);
        // The worker's shell (a reopen): the browser checks the session itself. A first visit's
        // page comes from the server, which checked it.
        await openAsAppShell(reopened, '/dashboard');

        await reopened.goto('/dashboard');
        await expect(
          reopened.getByRole('heading', { name: 'Error al cargar datos' }),
        ).toBeVisible();
        expect(new URL(reopened.url()).pathname).toBe('/dashboard');
        expect(await authScreen(reopened).loginButton.count()).toBe(0);

        await reopened.unroute('**/api/auth/get-session');
        await reopened.getByRole('button', { name: 'Reintentar' }).click();
        await expect(reopened.getByRole('heading', { name: 'Hola, Nora' })).toBeVisible();
        expect(new URL(reopened.url()).pathname).toBe('/dashboard');
      });
    }
  });
});
