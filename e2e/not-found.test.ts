import { it } from 'vitest';
import { authScreen } from './support/auth-screen';
import { describeInBrowser, openPhone } from './support/browser';
import { expectScreenAt, expectVisible } from './support/screen';

describeInBrowser('an address that does not exist', () => {
  it('shows the 404 page with a way home, and logs the path to the console', async () => {
    const { page } = await openPhone();
    const logged = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('/esto-no-existe'),
    });

    await page.goto('/esto-no-existe');
    await expectScreenAt(page, '/esto-no-existe');
    await expectVisible(page.getByRole('heading', { name: '404' }));
    await expectVisible(page.getByText('¡Ups! Página no encontrada', { exact: true }));
    await logged;

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expectScreenAt(page, '/');
    await expectVisible(authScreen(page).signUpMode);
  });
});
