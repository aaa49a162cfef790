import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, screenshot } from './support/browser';
import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';

async function adoptThroughApi(context: BrowserContext, petType = 'bunny', petName = 'Pompón') {
  const response = await context.request.post('/api/pet', { data: { petType, petName } });
  expect(response.status(), await response.text()).toBe(201);
}

const statBar = (page: Page, name: string) => page.getByRole('progressbar', { name, exact: true });
const statValue = async (page: Page, name: string) =>
  Number(await statBar(page, name).getAttribute('aria-valuenow'));

async function waitForStat(page: Page, name: string, value: number) {
  await page.waitForFunction(
    ([label, expected]) =>
      document
        .querySelector(`[role="progressbar"][aria-label="${label}"]`)
        ?.getAttribute('aria-valuenow') === String(expected),
    [name, value] as const,
  );
}

describeInBrowser('the virtual pet', () => {
  it('without a pet shows the egg, and the setup adopts one', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    await page.goto('/pet');
    await expectScreenAt(page, '/pet');
    await expectVisible(page.getByRole('heading', { name: 'Un huevo os espera' }));
    await page.getByRole('link', { name: 'Adoptar mascota' }).tap();
    await expectScreenAt(page, '/pet-setup');

    await page.getByRole('button', { name: 'Adoptar', exact: true }).tap();
    const incomplete = 'Datos incompletos: Por favor selecciona un tipo y elige un nombre';
    await expectVisible(toastText(page, incomplete));

    await page.getByRole('radio', { name: 'Gato' }).check();
    await page.getByRole('radio', { name: 'Color #6EC6E8' }).check();
    await page.getByLabel('Nombre').fill('Miso');
    await page.getByRole('button', { name: 'Adoptar', exact: true }).tap();
    await expectVisible(toastText(page, '¡Miso ya es parte de la familia!'));
    await expectScreenAt(page, '/pet');
    await expectVisible(page.getByRole('heading', { name: 'Miso' }));
    await expectVisible(page.getByRole('img', { name: 'Miso, Gato, Tranquilo' }));
    expect(await page.locator('svg[data-type="cat"] circle[fill="#6EC6E8"]').count()).toBe(1);
  }, 120_000);

  it('A feeds the pet and B sees the hunger bar move without reloading', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await adoptThroughApi(phoneA.context);
    const a = phoneA.page;
    const b = phoneB.page;
    await a.goto('/pet');
    await b.goto('/pet');
    await expectVisible(statBar(b, 'Hambre'));
    expect(await statValue(b, 'Hambre')).toBe(50);
    await markNoReload(b);

    await a.getByRole('button', { name: 'Alimentar' }).tap();
    await expectVisible(toastText(a, '¡Bien hecho! +10 XP, +6 monedas'));
    await waitForStat(a, 'Hambre', 70);
    await waitForStat(b, 'Hambre', 70);
    await expectVisible(b.getByText('6 monedas', { exact: true }));
    await expectNoReload(b);

    // A's own cooldown shows and is enforced; B's is not affected.
    // The waiting button is dimmed (aria-disabled) but a finger can still tap it; Playwright
    // would wait for it to be enabled, hence force.
    await a.getByRole('button', { name: /Alimentar/ }).tap({ force: true });
    await expectVisible(
      toastText(a, /^Espera un momento: Puedes hacer esto de nuevo en \d+ segundos$/),
    );
    await b.getByRole('button', { name: 'Alimentar' }).tap();
    await expectVisible(toastText(b, '¡Bien hecho! +10 XP, +6 monedas'));
    await waitForStat(a, 'Hambre', 90);
  }, 150_000);

  it('the shop sells with coins and refuses when they are short', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    await adoptThroughApi(phoneA.context);
    const page = phoneA.page;
    await page.goto('/pet');
    await page.getByRole('button', { name: 'Jugar' }).tap();
    await expectVisible(page.getByText('6 monedas', { exact: true }));

    await page.getByRole('button', { name: 'Tienda' }).tap();
    await expectVisible(page.getByRole('heading', { name: 'Manzana crujiente' }));
    await page.getByRole('button', { name: 'Comprar Manzana crujiente por 5 monedas' }).tap();
    await expectVisible(toastText(page, '¡Comprado!'));
    await expectVisible(page.getByText('1 moneda', { exact: true }));
    await waitForStat(page, 'Hambre', 60);

    await page.getByRole('button', { name: 'Comprar Galletas de miel por 12 monedas' }).tap();
    await expectVisible(toastText(page, 'Monedas insuficientes: Necesitas 12 monedas'));
    await page.getByRole('button', { name: 'Cerrar tienda' }).tap();
    await expectAbsent(page.getByRole('heading', { name: 'Manzana crujiente' }));
  }, 120_000);
});

// Pictures for people to look at (test-results/screenshots/), in both themes.
describeInBrowser('screenshots of the pet', () => {
  it.each(['light', 'dark'] as const)(
    'in the %s theme',
    async (colorScheme) => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await page.goto('/pet');
      await expectVisible(page.getByRole('link', { name: 'Adoptar mascota' }));
      await screenshot(page, `pet-egg-${colorScheme}`);
      await page.goto('/pet-setup');
      await page.getByRole('radio', { name: 'Dragón' }).check();
      await page.getByLabel('Nombre').fill('Chispa');
      await screenshot(page, `pet-setup-${colorScheme}`);
      await page.getByRole('button', { name: 'Adoptar', exact: true }).tap();
      await expectScreenAt(page, '/pet');

      await page.getByRole('button', { name: 'Acariciar' }).tap();
      await expectVisible(toastText(page, '¡Bien hecho! +10 XP, +6 monedas'));
      await expectAbsent(toastText(page, '¡Bien hecho! +10 XP, +6 monedas'));
      await screenshot(page, `pet-${colorScheme}`);
      await page.getByRole('button', { name: 'Tienda' }).tap();
      await expectVisible(page.getByRole('heading', { name: 'Manta de estrellas' }));
      await screenshot(page, `pet-shop-${colorScheme}`);
    },
    120_000,
  );
});
