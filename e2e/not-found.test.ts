import { authScreen } from './support/auth-screen';
import { openPhone } from './support/browser';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

test.describe('an address that does not exist', () => {
  test('shows the 404 page with a way home, and logs the path to the console', async () => {
    const { page } = await openPhone();
    const logged = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('/esto-no-existe'),
    });

    await page.goto('/esto-no-existe');
    await expectScreenAt(page, '/esto-no-existe');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('¡Ups! Página no encontrada', { exact: true })).toBeVisible();
    await logged;

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expectScreenAt(page, '/');
    await expect(authScreen(page).signUpMode).toBeVisible();
  });
});
