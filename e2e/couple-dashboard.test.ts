import type { Locator, Page } from '@playwright/test';
import { openPhone, screenshot } from './support/browser';
import {
  createCodeThroughApi,
  dashboardScreen,
  linkCoupleThroughApi,
  toastText,
  twoPartnersOnPhones,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { memoriesScreen } from './support/memories';
import { expectScreenAt } from './support/screen';
import { type E2eUser, signInContext, signUpThroughApi } from './support/users';

/** Two people linked as an active couple; `page` is the first one's, on the dashboard. */
async function onCoupleDashboard(): Promise<{ page: Page; user: E2eUser }> {
  const { ana, phoneA, phoneB } = await twoPartnersOnPhones();
  await linkCoupleThroughApi(phoneA.context, phoneB.context);
  await backToCoupleDashboard(phoneA.page);
  return { page: phoneA.page, user: ana };
}

/** The couple's dashboard loaded anew, as each of its checks starts. */
async function backToCoupleDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(dashboardScreen(page).coupleNames('Ana', 'Bruno')).toBeVisible();
}

/** The names of the links a bottom sheet offers, with where each one goes. */
async function sheetLinks(page: Page, name: string): Promise<Array<[string, string | null]>> {
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  const links = await sheet.getByRole('link').all();
  return Promise.all(
    links.map(async (link) => [
      ((await link.textContent()) ?? '').trim(),
      await link.getAttribute('href'),
    ]),
  );
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

test.describe('the dashboard before the couple is linked', () => {
  // One person without a couple for every check, each a step; the last two, once they have
  // created a code that waits for the partner.
  test('a person without a couple, then with a code waiting for the partner', async () => {
    const user = await signUpThroughApi({ fullName: 'Carla Vega' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    const screen = dashboardScreen(page);

    // First, on a phone that has shown nothing yet: no answer about the couple kept anywhere.
    await test.step('when the couple cannot be looked up, the screen offers a retry and only logs it', async () => {
      const logged = page.waitForEvent('console', {
        predicate: (message) =>
          message.type() === 'error' && message.text().includes('Could not load the couple'),
      });
      await page.route('**/api/couples/me', (route) => route.fulfill({ status: 503 }));

      await page.goto('/memories');
      await expect(page.getByRole('heading', { name: 'Error al cargar datos' })).toBeVisible();
      await logged;
      // Not taken for "no couple": no redirect, no 'connect first'.
      expect(new URL(page.url()).pathname).toBe('/memories');
      expect(await toastText(page, 'Primero debes conectar con tu pareja').count()).toBe(0);

      // Once the lookup works, the answer (no couple) sends the person to connect first.
      await page.unroute('**/api/couples/me');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expectScreenAt(page, '/dashboard');
      await expect(toastText(page, 'Primero debes conectar con tu pareja')).toBeVisible();
    });

    // The form's checks, one after another on a dashboard loaded anew, as a person fixing
    // one mistake after another.
    await page.goto('/dashboard');
    await expectScreenAt(page, '/dashboard');

    await test.step('creating a code without a start date asks for the date', async () => {
      await screen.createButton.click();
      await expect(toastText(page, 'Por favor selecciona una fecha')).toBeVisible();
      await expect(screen.startDate).toHaveAttribute('aria-invalid', 'true');
      // Nothing was created: still the create-or-join card.
      await expect(screen.createTitle).toBeVisible();
      expect(await screen.waitingTitle.count()).toBe(0);
    });

    await test.step('joining with an empty code asks for the code', async () => {
      await screen.joinButton.click();
      await expect(toastText(page, 'Por favor ingresa un código')).toBeVisible();
      await expect(screen.codeInput).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('joining with a code nobody created says it is invalid or used', async () => {
      await screen.codeInput.fill('zzzzzzzz');
      await expect(screen.codeInput).toHaveValue('ZZZZZZZZ');
      await screen.joinButton.click();
      await expect(toastText(page, 'Código inválido o ya usado')).toBeVisible();
      await expect(screen.codeInput).toHaveAttribute('aria-invalid', 'true');
      await expect(screen.createTitle).toBeVisible();
    });

    await test.step('the code field takes at most 8 characters', async () => {
      // Emptied first, as a person would: the last step left a code in it.
      await screen.codeInput.fill('');
      await screen.codeInput.pressSequentially('abcd2345xyz');
      await expect(screen.codeInput).toHaveValue('ABCD2345');
      // Pasted as it was written down, with a separator: still the 8 code characters.
      await screen.codeInput.fill('abcd-2345');
      await expect(screen.codeInput).toHaveValue('ABCD2345');
    });

    await test.step('a toast neither covers the button that caused it nor holds taps, and leaves on time', async () => {
      // Loaded anew: no toast of the steps above, and the fonts that size the boxes in place.
      await page.goto('/dashboard');
      await expectScreenAt(page, '/dashboard');
      await expect(page.locator('div.animate-pulse')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await screen.codeInput.fill('ABCDEFGH');
      await screen.joinButton.tap();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Código inválido' });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveCSS('pointer-events', 'none');
      const toastBox = await box(toast);
      expect(overlaps(toastBox, await box(screen.joinButton))).toBe(false);
      // A tap where the toast is reaches what lies under it.
      const centre = { x: toastBox.x + toastBox.width / 2, y: toastBox.y + toastBox.height / 2 };
      const hit = await page.evaluate(
        ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-sonner-toaster]')),
        centre,
      );
      expect(hit).toBe(false);
      // The pointer resting where the toast is does not keep it: gone within its 4 s (and the
      // exit animation), where it used to stay for over 30 s.
      await page.mouse.move(centre.x, centre.y);
      await expect(toast).toHaveCount(0, { timeout: 8_000 });
    });

    for (const path of ['/calendar', '/memories', '/stats']) {
      await test.step(`without a couple, ${path} sends the person to the dashboard to connect first`, async () => {
        await page.goto(path);
        await expectScreenAt(page, '/dashboard');
        await expect(toastText(page, 'Primero debes conectar con tu pareja')).toBeVisible();
        await expect(screen.createTitle).toBeVisible();
      });
    }

    // From here on the person has created a code, still waiting for the partner.
    const code = await createCodeThroughApi(context, '2023-06-01');

    await test.step("joining with one's own code says it is invalid or used, and keeps waiting", async () => {
      await page.goto('/dashboard');
      await expect(screen.waitingTitle).toBeVisible();
      await expect(page.getByText(code, { exact: true })).toBeVisible();

      await screen.joinInsteadToggle.click();
      await screen.codeInput.fill(code);
      await screen.joinButton.click();
      await expect(toastText(page, 'Código inválido o ya usado')).toBeVisible();
      await expect(screen.waitingTitle).toBeVisible();
      expect(await page.getByRole('heading', { name: '¡Conectados!' }).count()).toBe(0);
    });

    await test.step('a code still waiting for the partner is not a couple yet: /memories goes back too', async () => {
      await page.goto('/memories');
      await expectScreenAt(page, '/dashboard');
      await expect(toastText(page, 'Primero debes conectar con tu pareja')).toBeVisible();
      await expect(screen.waitingTitle).toBeVisible();
    });
  });
});

test.describe('the dashboard of a linked couple', () => {
  // One couple for every check, each a step from the dashboard loaded anew; signing out last.
  test('its bottom bar, its sheets, the back button and the avatar menu', async () => {
    const { page, user } = await onCoupleDashboard();
    const screen = dashboardScreen(page);

    await test.step('Nosotros opens a sheet of its screens; choosing Recuerdos goes there and closes it', async () => {
      await screen.navGroup('Nosotros').click();
      expect(await sheetLinks(page, 'Nosotros')).toEqual([
        ['Calendario', '/calendar'],
        ['Recuerdos', '/memories'],
        ['Lista de Metas', '/bucket-list'],
        ['La pregunta del día', '/daily-question'],
        ['Cartas', '/letters'],
      ]);
      await expect(page.getByText('Vuestros momentos, fechas y sueños')).toBeVisible();

      await page
        .getByRole('dialog', { name: 'Nosotros' })
        .getByRole('link', { name: 'Recuerdos' })
        .click();
      await expectScreenAt(page, '/memories');
      await expect(page.getByRole('dialog')).not.toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: 'Recuerdos' })).toBeVisible();
    });

    await test.step('Diversión and Emociones offer their screens; the sheet closes with its close button', async () => {
      await backToCoupleDashboard(page);
      await screen.navGroup('Diversión').click();
      expect(await sheetLinks(page, 'Diversión')).toEqual([
        ['Juegos', '/games'],
        ['100 Planes', '/date-plans'],
        ['Mascota Virtual', '/pet'],
      ]);
      await page
        .getByRole('dialog', { name: 'Diversión' })
        .getByRole('button', { name: 'Cerrar' })
        .click();
      await expect(page.getByRole('dialog')).not.toBeAttached();

      await screen.navGroup('Emociones').click();
      expect(await sheetLinks(page, 'Emociones')).toEqual([
        ['Frasco de Emociones', '/emotion-jar'],
        ['Calendario Emocional', '/emotion-calendar'],
      ]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).not.toBeAttached();

      // The sheets lead somewhere real: the partner's screens open for a linked couple.
      await screen.navGroup('Diversión').click();
      await page
        .getByRole('dialog', { name: 'Diversión' })
        .getByRole('link', { name: '100 Planes' })
        .click();
      await expectScreenAt(page, '/date-plans');
      await expect(page.getByRole('dialog')).not.toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: '100 Planes' })).toBeVisible();
    });

    await test.step('Perfil in the bottom bar goes to the profile', async () => {
      await backToCoupleDashboard(page);
      await screen.profileLink.click();
      await expectScreenAt(page, '/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    });

    await test.step("a phone's back button closes the Nosotros sheet and a form, asking first when something was typed", async () => {
      await backToCoupleDashboard(page);
      await expect(screen.connectedBadge).toBeVisible();

      await screen.navGroup('Nosotros').click();
      const sheet = page.getByRole('dialog', { name: 'Nosotros' });
      await expect(sheet).toBeVisible();
      await page.goBack();
      await expect(sheet).not.toBeAttached();
      expect(new URL(page.url()).pathname).toBe('/dashboard');

      // Through the sheet to a screen, one back returns to the dashboard.
      await screen.navGroup('Nosotros').click();
      await sheet.getByRole('link', { name: 'Recuerdos' }).click();
      await expectScreenAt(page, '/memories');
      await page.goBack();
      await expectScreenAt(page, '/dashboard');
      await page.goForward();
      await expectScreenAt(page, '/memories');

      const memories = memoriesScreen(page);
      await expect(memories.heading).toBeVisible();
      // An empty form just closes.
      await memories.newButton.click();
      await expect(memories.dialog).toBeVisible();
      await page.goBack();
      await expect(memories.dialog).not.toBeAttached();
      expect(new URL(page.url()).pathname).toBe('/memories');

      // A half-typed one asks first.
      await memories.newButton.click();
      await memories.titleField.fill('Nuestra primera cita');
      await page.goBack();
      const ask = page.getByRole('alertdialog', { name: '¿Descartar lo que has escrito?' });
      await expect(ask).toBeVisible();
      await screenshot(page, 'dashboard-back-discard-light', { fullPage: false });
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(ask).not.toBeAttached();
      await expect(memories.titleField).toHaveValue('Nuestra primera cita');
      await page.goBack();
      await ask.getByRole('button', { name: 'Descartar' }).click();
      await expect(memories.dialog).not.toBeAttached();
      expect(new URL(page.url()).pathname).toBe('/memories');
      // The form's history entry is gone with it (taken off a task later, so waited for: a back
      // pressed before that would only take the entry off): back now leaves the screen.
      await expect
        .poll(() => page.evaluate(() => Boolean(window.history.state?.juntosSheet)))
        .toBe(false);
      await page.goBack();
      await expectScreenAt(page, '/dashboard');
    });

    await test.step('the avatar menu shows who is signed in, leads to the profile and signs out', async () => {
      await backToCoupleDashboard(page);
      await screen.accountMenu.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByText('Ana García', { exact: true })).toBeVisible();
      await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Ver perfil' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();

      await menu.getByRole('menuitem', { name: 'Ver perfil' }).click();
      await expectScreenAt(page, '/profile');
      await page.getByRole('link', { name: 'Volver' }).click();
      await expectScreenAt(page, '/dashboard');

      await screen.accountMenu.click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expectScreenAt(page, '/');
      await page.goto('/dashboard');
      await expectScreenAt(page, '/');
    });
  });
});
