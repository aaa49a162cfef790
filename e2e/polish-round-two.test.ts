import {
  createCodeOnDashboard,
  dashboardScreen,
  joinThroughApi,
  toastText,
  twoPartnersOnPhones,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

// Issue 29, "polish, round two": each check here fails if its flaw returns.

test.describe('the first minute together', () => {
  test("the code's creator opens a shared screen right after the partner joins", async () => {
    const { phoneA, phoneB } = await twoPartnersOnPhones();
    const a = phoneA.page;
    const screenA = dashboardScreen(a);
    await a.goto('/dashboard');
    await expectScreenAt(a, '/dashboard');
    const code = await createCodeOnDashboard(a, '2024-02-14');
    await expect(screenA.waitingTitle).toBeVisible();

    await joinThroughApi(phoneB.context, code);
    await expect(screenA.connectedBadge).toBeVisible();
    await expect(toastText(a, 'Tu pareja se ha conectado!')).toBeVisible();

    // Without a reload: Nosotros, then Recuerdos, lands on the memories at the first tap.
    await screenA.navGroup('Nosotros').click();
    await a
      .getByRole('dialog', { name: 'Nosotros' })
      .getByRole('link', { name: 'Recuerdos' })
      .click();
    await expectScreenAt(a, '/memories');
    await expect(a.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeVisible();
    expect(new URL(a.url()).pathname).toBe('/memories');
    await expect(toastText(a, 'Primero debes conectar con tu pareja')).toHaveCount(0);
  });
});
