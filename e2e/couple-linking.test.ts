import type { Page } from '@playwright/test';
import {
  createCodeOnDashboard,
  createCodeThroughApi,
  dashboardScreen,
  daysTogetherText,
  expectNoReload,
  joinThroughApi,
  markNoReload,
  toastText,
  twoPartnersOnPhones,
  wholeDaysSince,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt, watchForText } from './support/screen';

const START_DATE = '2024-02-14';
const START_DATE_SHOWN = 'Desde el 14 de febrero de 2024';

/** The animation's steps, in the order they must appear. */
const ANIMATION_STEPS = [
  'Preparando la conexión',
  'Uniendo corazones',
  '¡Conectados!',
  'Continuar al Dashboard',
] as const;

/**
 * Records in the page when each step of the connection animation first shows (ms since the page
 * loaded): timed where it happens, not after a round trip to the test.
 */
async function recordAnimationSteps(page: Page): Promise<() => Promise<Record<string, number>>> {
  await page.evaluate(
    (steps) => {
      const seen: Record<string, number> = {};
      Reflect.set(window, '__animationSteps', seen);
      new MutationObserver(() => {
        const now = performance.now();
        for (const element of document.querySelectorAll('h1, button')) {
          const text = element.textContent?.trim() ?? '';
          if (steps.includes(text) && !(text in seen)) seen[text] = now;
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    ANIMATION_STEPS as readonly string[],
  );
  return () =>
    page.evaluate(() => Reflect.get(window, '__animationSteps') as Record<string, number>);
}

/** An active couple's hero as `page` shows it: both first names, the badge, days and date. */
async function expectConnectedDashboard(page: Page, first: string, second: string) {
  const screen = dashboardScreen(page);
  await expect(screen.coupleNames(first, second)).toBeVisible();
  await expect(screen.connectedBadge).toBeVisible();
  await expect(daysTogetherText(page, wholeDaysSince(START_DATE))).toBeVisible();
  await expect(page.getByText(START_DATE_SHOWN, { exact: true })).toBeVisible();
  await expect(screen.navGroup('Nosotros')).toBeVisible();
}

/**
 * Without a reload, Nosotros, then Recuerdos, lands on the memories at the first tap: the page
 * knows the couple the moment the partner joined, not at its next session check.
 */
async function expectSharedScreenAtFirstTap(a: Page) {
  await dashboardScreen(a).navGroup('Nosotros').click();
  await a
    .getByRole('dialog', { name: 'Nosotros' })
    .getByRole('link', { name: 'Recuerdos' })
    .click();
  await expectScreenAt(a, '/memories');
  await expect(a.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeVisible();
  expect(new URL(a.url()).pathname).toBe('/memories');
  await expect(toastText(a, 'Primero debes conectar con tu pareja')).toHaveCount(0);
}

test.describe('linking two partners as a couple', () => {
  // One pair of phones from before the code to the couple in use, each behaviour a step.
  test('linking with a code, then the first minute together', async ({ baseURL }) => {
    const { phoneA, phoneB } = await twoPartnersOnPhones();
    await phoneA.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    const a = phoneA.page;
    const b = phoneB.page;
    const screenA = dashboardScreen(a);
    const screenB = dashboardScreen(b);

    await test.step('A creates a code, B joins with it, and both land on the same shared dashboard', async () => {
      // A: no couple yet, the create-or-join card.
      await a.goto('/dashboard');
      await expectScreenAt(a, '/dashboard');
      await expect(a.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
      await expect(screenA.createTitle).toBeVisible();
      await expect(screenA.joinTitle).toBeVisible();

      const code = await createCodeOnDashboard(a, START_DATE);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      await expect(screenA.waitingTitle).toBeVisible();
      await expect(a.getByText(code, { exact: true })).toBeVisible();
      await expect(screenA.updatesByItself).toBeVisible();
      expect(await screenA.createTitle.count()).toBe(0);

      await screenA.copyButton.click();
      await expect(toastText(a, 'Código copiado al portapapeles')).toBeVisible();
      expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // From here on A only watches: no reload, no navigation.
      await markNoReload(a);
      let documentsLoadedByA = 0;
      a.on('domcontentloaded', () => {
        documentsLoadedByA += 1;
      });

      // B: types the code in lower case; the field shows it upper-cased.
      await b.goto('/dashboard');
      await expectScreenAt(b, '/dashboard');
      await expect(screenB.createTitle).toBeVisible();
      await screenB.codeInput.pressSequentially(code.toLowerCase());
      await expect(screenB.codeInput).toHaveValue(code);

      // A's toast comes with the live event, while B's screens are checked below; it may be
      // gone again by then on a loaded machine: whether it ever showed is recorded as it comes.
      const partnerConnectedShownToA = await watchForText(a, 'Tu pareja se ha conectado!');
      const animationSteps = await recordAnimationSteps(b);
      await screenB.joinButton.click();
      await expect(toastText(b, '¡Conectado con tu pareja!')).toBeVisible();
      await expect(b.getByRole('heading', { name: '¡Conectados!' })).toBeVisible();
      const continueButton = b.getByRole('button', { name: 'Continuar al Dashboard' });
      await expect(continueButton).toBeVisible();
      // The only thing left to do takes the focus (keyboard and screen-reader users).
      expect(await b.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'Continuar al Dashboard',
      );

      const shownAt = await animationSteps();
      const times = ANIMATION_STEPS.map((step) => shownAt[step]);
      expect(
        times.every((time) => typeof time === 'number'),
        JSON.stringify(shownAt),
      ).toBe(true);
      const [preparing = 0, uniting = 0, connected = 0, button = 0] = times;
      expect(preparing).toBeLessThan(uniting);
      expect(uniting).toBeLessThan(connected);
      expect(connected).toBeLessThanOrEqual(button);
      // Uniting after 0.5 s, connected after 2 s. Timers never fire early; a busy machine
      // may make them late, hence the generous upper bounds.
      expect(uniting - preparing).toBeGreaterThanOrEqual(400);
      expect(uniting - preparing).toBeLessThan(2_000);
      expect(button - preparing).toBeGreaterThanOrEqual(1_900);
      expect(button - preparing).toBeLessThan(5_000);

      await continueButton.click();
      await expectConnectedDashboard(b, 'Bruno', 'Ana');
      expect(await b.getByRole('heading', { name: '¡Conectados!' }).count()).toBe(0);

      // A's page switched by itself, told by the server.
      await expectConnectedDashboard(a, 'Ana', 'Bruno');
      await expect.poll(partnerConnectedShownToA).toBe(true);
      await expectNoReload(a);
      expect(documentsLoadedByA).toBe(0);
      expect(new URL(a.url()).pathname).toBe('/dashboard');
      expect(await screenA.waitingTitle.count()).toBe(0);
    });

    await test.step("the code's creator opens a shared screen right after the partner joins", async () => {
      // A's page as the partner's join left it (its badge and 'Tu pareja se ha conectado!' were
      // checked as they came, just above): without a reload, Nosotros, then Recuerdos, lands on
      // the memories at the first tap.
      await expect(screenA.connectedBadge).toBeVisible();
      await expectSharedScreenAtFirstTap(a);
    });

    await test.step("B's new name shows on A's dashboard at once, without a reload", async () => {
      await a.goto('/dashboard');
      await expectConnectedDashboard(a, 'Ana', 'Bruno');
      await markNoReload(a);

      await b.goto('/dashboard');
      await expectConnectedDashboard(b, 'Bruno', 'Ana');
      await dashboardScreen(b).profileLink.click();
      await expectScreenAt(b, '/profile');
      const fullName = b.getByLabel('Nombre completo');
      await expect(fullName).toBeVisible();
      await expect(fullName).toHaveValue('Bruno Díaz');
      await fullName.fill('Bea Martín');
      await b.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(toastText(b, 'Perfil actualizado exitosamente')).toBeVisible();

      await expect(dashboardScreen(a).coupleNames('Ana', 'Bea')).toBeVisible();
      expect(await dashboardScreen(a).coupleNames('Ana', 'Bruno').count()).toBe(0);
      await expectNoReload(a);

      // B's own dashboard says the same once back there.
      await b.getByRole('link', { name: 'Volver' }).click();
      await expectScreenAt(b, '/dashboard');
      await expect(dashboardScreen(b).coupleNames('Bea', 'Ana')).toBeVisible();
    });
  });

  test("B's celebration happens even when the live update beats the join's own answer", async () => {
    const { phoneA, phoneB } = await twoPartnersOnPhones();
    const code = await createCodeThroughApi(phoneA.context, START_DATE);
    const b = phoneB.page;
    const screenB = dashboardScreen(b);
    await b.goto('/dashboard');
    await expect(screenB.createTitle).toBeVisible();

    // The join is done on the server, but its answer is held until B's screen has switched to
    // the couple's dashboard by itself (told by the server): the form that sent it is gone.
    await b.route('**/api/couples/join', async (route) => {
      const response = await route.fetch();
      await expect(screenB.coupleNames('Bruno', 'Ana')).toBeVisible();
      await route.fulfill({ response });
    });
    await screenB.codeInput.fill(code);
    await screenB.joinButton.click();

    await expect(toastText(b, '¡Conectado con tu pareja!')).toBeVisible();
    await expect(b.getByRole('heading', { name: '¡Conectados!' })).toBeVisible();
    await b.getByRole('button', { name: 'Continuar al Dashboard' }).click();
    await expectConnectedDashboard(b, 'Bruno', 'Ana');
  });

  test("the code's creator opens a shared screen right after a join made through the API", async () => {
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
    await expectSharedScreenAtFirstTap(a);
  });
});
