import { authScreen, signInThroughForm } from './support/auth-screen';
import { openPhone } from './support/browser';
import { dashboardScreen, expectNoReload, markNoReload } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt, watchForText } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

test.describe('signing in and out across the tabs of one browser', () => {
  test('signing in on one tab takes another tab on the sign-in screen to the dashboard', async () => {
    const user = await signUpThroughApi({ fullName: 'Lucía Ferrer' });
    const { context, page: first } = await openPhone();
    const second = await context.newPage();
    await second.goto('/');
    await expect(authScreen(second).loginButton).toBeVisible();
    await markNoReload(second);

    // Back to the first tab, as a person would (a tab behind draws no frames to act on).
    await first.bringToFront();
    await first.goto('/');
    await signInThroughForm(first, user);
    await expectScreenAt(first, '/dashboard');

    // Nobody touched the second tab: it moved by itself, without a reload.
    await expectScreenAt(second, '/dashboard');
    await expect(second.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    await expectNoReload(second);
  });

  test('signing out on one tab takes the other tabs to the sign-in screen', async () => {
    const user = await signUpThroughApi({ fullName: 'Mario Vidal' });
    const { context, page: first } = await openPhone();
    await signInContext(context, user);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second.getByRole('heading', { name: 'Hola, Mario' })).toBeVisible();
    await markNoReload(second);

    await first.bringToFront();
    await first.goto('/dashboard');
    await dashboardScreen(first).signOutButton.click();
    await expectScreenAt(first, '/');

    await expectScreenAt(second, '/');
    await expect(authScreen(second).loginButton).toBeVisible();
    await expectNoReload(second);
  });

  test('after a sign-out, the next person to sign in never sees what the previous one saw', async () => {
    const anabel = await signUpThroughApi({ fullName: 'Anabel Quintero' });
    const bruno = await signUpThroughApi({ fullName: 'Bruno Salas' });
    const { context, page } = await openPhone();
    await signInContext(context, anabel);
    // A second tab of the same browser, where Anabel signs out while the first still shows
    // her dashboard.
    const other = await context.newPage();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Hola, Anabel' })).toBeVisible();
    await markNoReload(page);

    await other.bringToFront();
    await other.goto('/dashboard');
    await dashboardScreen(other).signOutButton.click();
    await expectScreenAt(other, '/');
    await other.close();
    await page.bringToFront();

    // The first tab followed to the sign-in screen; Bruno signs in there, in the same page.
    await expectScreenAt(page, '/');
    await expect(authScreen(page).loginButton).toBeVisible();
    const anabelShown = await watchForText(page, 'Anabel');
    await signInThroughForm(page, bruno);
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Hola, Bruno' })).toBeVisible();
    expect(await anabelShown()).toBe(false);
    await expectNoReload(page);

    // And signing out and in again on one tab: the same.
    await dashboardScreen(page).signOutButton.click();
    await expectScreenAt(page, '/');
    await expect(authScreen(page).loginButton).toBeVisible();
    const brunoShown = await watchForText(page, 'Bruno');
    await signInThroughForm(page, anabel);
    await expect(page.getByRole('heading', { name: 'Hola, Anabel' })).toBeVisible();
    expect(await brunoShown()).toBe(false);
  });

  test('a tab still showing one person switches cleanly when another signs in on another tab', async () => {
    const anabel = await signUpThroughApi({ fullName: 'Anabel Quintero' });
    const bruno = await signUpThroughApi({ fullName: 'Bruno Salas' });
    const { context, page } = await openPhone();
    await signInContext(context, anabel);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Hola, Anabel' })).toBeVisible();
    await markNoReload(page);

    // Anabel's session ends without this tab hearing of it (the cookie is gone), and Bruno
    // signs in on another tab of the same browser.
    await context.clearCookies();
    const other = await context.newPage();
    await other.goto('/');
    await signInThroughForm(other, bruno);
    await expectScreenAt(other, '/dashboard');

    // The first tab learns the session changed hands and shows Bruno's screen, not Anabel's
    // data under Bruno's session.
    await expect(page.getByRole('heading', { name: 'Hola, Bruno' })).toBeVisible();
    expect(await page.getByText('Anabel').count()).toBe(0);
    await expectNoReload(page);
  });
});
