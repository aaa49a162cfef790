import type { Page } from '@playwright/test';
import { screenshot } from './support/browser';
import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

const statBar = (page: Page, name: string) => page.getByRole('progressbar', { name, exact: true });
const statValue = async (page: Page, name: string) =>
  Number(await statBar(page, name).getAttribute('aria-valuenow'));

async function waitForStat(page: Page, name: string, value: number) {
  await expect(statBar(page, name)).toHaveAttribute('aria-valuenow', String(value));
}

test.describe('the virtual pet', () => {
  // One couple and one pet (a couple has one), adopted on the screen in the first step; the
  // shop and the care follow with that pet, counting what the steps before left on it.
  test('a couple adopts a pet, shops for it and cares for it, each phone following live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;

    await test.step('without a pet shows the egg, and the setup adopts one', async () => {
      const page = a;
      await page.goto('/pet');
      await expectScreenAt(page, '/pet');
      await expect(page.getByRole('heading', { name: 'Un huevo os espera' })).toBeVisible();
      await page.getByRole('link', { name: 'Adoptar mascota' }).tap();
      await expectScreenAt(page, '/pet-setup');

      await page.getByRole('button', { name: 'Adoptar', exact: true }).tap();
      const incomplete = 'Datos incompletos: Por favor selecciona un tipo y elige un nombre';
      await expect(toastText(page, incomplete)).toBeVisible();

      await page.getByRole('radio', { name: 'Gato' }).check();
      await page.getByRole('radio', { name: 'Azul cielo' }).check();
      await page.getByLabel('Nombre').fill('Miso');
      await page.getByRole('button', { name: 'Adoptar', exact: true }).tap();
      await expect(toastText(page, '¡Miso ya es parte de la familia!')).toBeVisible();
      await expectScreenAt(page, '/pet');
      await expect(page.getByRole('heading', { name: 'Miso' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Miso, Gato, Tranquilo' })).toBeVisible();
      await expect(page.locator('svg[data-type="cat"] circle[fill="#6EC6E8"]')).toHaveCount(1);
    });

    await test.step('the shop sells with coins and refuses when they are short', async () => {
      // On the screen the adoption led to, with a new pet: fullness 50, no coins.
      const page = a;
      await expectScreenAt(page, '/pet');
      await page.getByRole('button', { name: 'Jugar' }).tap();
      await expect(page.getByText('6 monedas', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Tienda' }).tap();
      await expect(page.getByRole('heading', { name: 'Manzana crujiente' })).toBeVisible();
      await page.getByRole('button', { name: 'Comprar Manzana crujiente por 5 monedas' }).tap();
      await expect(toastText(page, '¡Comprado!')).toBeVisible();
      await expect(page.getByText('1 moneda', { exact: true })).toBeVisible();
      await waitForStat(page, 'Saciedad', 60);

      await page.getByRole('button', { name: 'Comprar Galletas de miel por 12 monedas' }).tap();
      await expect(toastText(page, 'Monedas insuficientes: Necesitas 12 monedas')).toBeVisible();
      await page.getByRole('button', { name: 'Cerrar tienda' }).tap();
      await expect(page.getByRole('heading', { name: 'Manzana crujiente' })).not.toBeAttached();
    });

    await test.step('A feeds the pet and B sees the fullness (hunger) bar move without reloading', async () => {
      // What the shop left: fullness 60 (50, and the apple's 10) and 1 coin. A feed adds 20
      // and 6 coins.
      const fullness = 60;
      const coins = 1;
      await a.goto('/pet');
      await b.goto('/pet');
      await expect(statBar(b, 'Saciedad')).toBeVisible();
      await expect.poll(() => statValue(b, 'Saciedad')).toBe(fullness);
      await markNoReload(b);

      await a.getByRole('button', { name: 'Alimentar' }).tap();
      await expect(toastText(a, '¡Bien hecho! +10 XP, +6 monedas')).toBeVisible();
      await waitForStat(a, 'Saciedad', fullness + 20);
      await waitForStat(b, 'Saciedad', fullness + 20);
      await expect(b.getByText(`${coins + 6} monedas`, { exact: true })).toBeVisible();
      await expectNoReload(b);

      // A's own cooldown shows and is enforced; B's is not affected.
      // The waiting button is dimmed (aria-disabled) but a finger can still tap it; Playwright
      // would wait for it to be enabled, hence force.
      await a.getByRole('button', { name: /Alimentar/ }).tap({ force: true });
      await expect(
        toastText(a, /^Espera un momento: Puedes hacer esto de nuevo en \d+ segundos$/),
      ).toBeVisible();
      await b.getByRole('button', { name: 'Alimentar' }).tap();
      await expect(toastText(b, '¡Bien hecho! +10 XP, +6 monedas')).toBeVisible();
      await waitForStat(a, 'Saciedad', fullness + 40);
    });
  });
});

// Pictures for people to look at (test-results/screenshots/), in both themes.
test.describe('screenshots of the pet', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await page.goto('/pet');
      await expect(page.getByRole('link', { name: 'Adoptar mascota' })).toBeVisible();
      await screenshot(page, `pet-egg-${colorScheme}`);
      await page.goto('/pet-setup');
      await page.getByRole('radio', { name: 'Dragón' }).check();
      await page.getByLabel('Nombre').fill('Chispa');
      await screenshot(page, `pet-setup-${colorScheme}`);
      await page.getByRole('button', { name: 'Adoptar', exact: true }).tap();
      await expectScreenAt(page, '/pet');

      await page.getByRole('button', { name: 'Acariciar' }).tap();
      await expect(toastText(page, '¡Bien hecho! +10 XP, +6 monedas')).toBeVisible();
      await expect(toastText(page, '¡Bien hecho! +10 XP, +6 monedas')).not.toBeAttached();
      await screenshot(page, `pet-${colorScheme}`);
      await page.getByRole('button', { name: 'Tienda' }).tap();
      await expect(page.getByRole('heading', { name: 'Manta de estrellas' })).toBeVisible();
      await screenshot(page, `pet-shop-${colorScheme}`);
    });
  }
});
