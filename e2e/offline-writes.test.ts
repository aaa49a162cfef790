import type { Page } from '@playwright/test';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';

/** The exact words of the spec for a change kept to be sent later. */
const WILL_SEND = 'Se enviará cuando vuelvas a tener conexión';

/** A toast: the same words may also be on a card. */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

const waitingButton = (page: Page) => page.getByRole('button', { name: /cambios? por enviar/ });

test.describe('changes made without a signal', () => {
  test('an emotion added offline shows at once, waits, and reaches the partner when online', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    await a.goto('/emotion-jar');
    await b.goto('/emotion-jar');
    const partnerPanelOfB = b.getByRole('region', { name: 'Emociones de tu pareja hoy' });
    await expect(
      partnerPanelOfB.getByText('Tu pareja todavía no ha añadido emociones hoy'),
    ).toBeVisible();

    await phoneA.context.setOffline(true);
    await a.getByRole('button', { name: 'Añadir Feliz' }).tap();
    await expect(toast(a, WILL_SEND)).toBeVisible();
    const mine = a.getByRole('region', { name: 'Mis emociones de hoy' });
    await expect(mine.getByRole('button', { name: 'Eliminar Feliz' })).toBeVisible();
    await expect(waitingButton(a)).toHaveText('1 cambio por enviar');
    await a.waitForTimeout(1000);
    await expect(partnerPanelOfB.getByText('Feliz')).not.toBeVisible();

    await phoneA.context.setOffline(false);
    await expect(partnerPanelOfB.getByText('Feliz')).toBeVisible();
    await expect(waitingButton(a)).not.toBeAttached();
    await expect(mine.getByRole('button', { name: 'Eliminar Feliz' })).toHaveCount(1);
  });
});
