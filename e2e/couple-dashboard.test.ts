import type { Page } from '@playwright/test';
import { openPhone } from './support/browser';
import {
  createCodeThroughApi,
  dashboardScreen,
  linkCoupleThroughApi,
  toastText,
  twoPartnersOnPhones,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { type E2eUser, signInContext, signUpThroughApi } from './support/users';

/** A new person, signed in on a new phone, on their dashboard. */
async function onDashboard(fullName: string): Promise<{ page: Page; user: E2eUser }> {
  const user = await signUpThroughApi({ fullName });
  const { context, page } = await openPhone();
  await signInContext(context, user);
  await page.goto('/dashboard');
  await expectScreenAt(page, '/dashboard');
  return { page, user };
}

/** Two people linked as an active couple; `page` is the first one's, on the dashboard. */
async function onCoupleDashboard(): Promise<{ page: Page; user: E2eUser }> {
  const { ana, phoneA, phoneB } = await twoPartnersOnPhones();
  await linkCoupleThroughApi(phoneA.context, phoneB.context);
  await phoneB.context.close();
  await phoneA.page.goto('/dashboard');
  await expect(dashboardScreen(phoneA.page).coupleNames('Ana', 'Bruno')).toBeVisible();
  return { page: phoneA.page, user: ana };
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

test.describe('the dashboard before the couple is linked', () => {
  test('creating a code without a start date asks for the date', async () => {
    const { page } = await onDashboard('Carla Vega');
    const screen = dashboardScreen(page);
    await screen.createButton.click();
    await expect(toastText(page, 'Por favor selecciona una fecha')).toBeVisible();
    await expect(screen.startDate).toHaveAttribute('aria-invalid', 'true');
    // Nothing was created: still the create-or-join card.
    await expect(screen.createTitle).toBeVisible();
    expect(await screen.waitingTitle.count()).toBe(0);
  });

  test('joining with an empty code asks for the code', async () => {
    const { page } = await onDashboard('Daniel Ortiz');
    const screen = dashboardScreen(page);
    await screen.joinButton.click();
    await expect(toastText(page, 'Por favor ingresa un código')).toBeVisible();
    await expect(screen.codeInput).toHaveAttribute('aria-invalid', 'true');
  });

  test('joining with a code nobody created says it is invalid or used', async () => {
    const { page } = await onDashboard('Eva Núñez');
    const screen = dashboardScreen(page);
    await screen.codeInput.fill('zzzzzzzz');
    await expect(screen.codeInput).toHaveValue('ZZZZZZZZ');
    await screen.joinButton.click();
    await expect(toastText(page, 'Código inválido o ya usado')).toBeVisible();
    await expect(screen.codeInput).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.createTitle).toBeVisible();
  });

  test('the code field takes at most 8 characters', async () => {
    const { page } = await onDashboard('Félix Soto');
    const screen = dashboardScreen(page);
    await screen.codeInput.pressSequentially('abcd2345xyz');
    await expect(screen.codeInput).toHaveValue('ABCD2345');
    // Pasted as it was written down, with a separator: still the 8 code characters.
    await screen.codeInput.fill('abcd-2345');
    await expect(screen.codeInput).toHaveValue('ABCD2345');
  });

  test("joining with one's own code says it is invalid or used, and keeps waiting", async () => {
    const user = await signUpThroughApi({ fullName: 'Gema Ruiz' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    const code = await createCodeThroughApi(context, '2023-06-01');
    await page.goto('/dashboard');
    const screen = dashboardScreen(page);
    await expect(screen.waitingTitle).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();

    await screen.joinInsteadToggle.click();
    await screen.codeInput.fill(code);
    await screen.joinButton.click();
    await expect(toastText(page, 'Código inválido o ya usado')).toBeVisible();
    await expect(screen.waitingTitle).toBeVisible();
    expect(await page.getByRole('heading', { name: '¡Conectados!' }).count()).toBe(0);
  });

  for (const path of ['/calendar', '/memories', '/stats']) {
    test(`without a couple, ${path} sends the person to the dashboard to connect first`, async () => {
      const user = await signUpThroughApi({ fullName: 'Hugo Pardo' });
      const { context, page } = await openPhone();
      await signInContext(context, user);
      await page.goto(path);
      await expectScreenAt(page, '/dashboard');
      await expect(toastText(page, 'Primero debes conectar con tu pareja')).toBeVisible();
      await expect(dashboardScreen(page).createTitle).toBeVisible();
    });
  }

  test('when the couple cannot be looked up, the screen offers a retry and only logs it', async () => {
    const user = await signUpThroughApi({ fullName: 'Julia Prieto' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
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

  test('a code still waiting for the partner is not a couple yet: /memories goes back too', async () => {
    const user = await signUpThroughApi({ fullName: 'Irene Gil' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    await createCodeThroughApi(context, '2022-09-10');
    await page.goto('/memories');
    await expectScreenAt(page, '/dashboard');
    await expect(toastText(page, 'Primero debes conectar con tu pareja')).toBeVisible();
    await expect(dashboardScreen(page).waitingTitle).toBeVisible();
  });
});

test.describe('the dashboard of a linked couple', () => {
  test('Nosotros opens a sheet of its screens; choosing Recuerdos goes there and closes it', async () => {
    const { page } = await onCoupleDashboard();
    await dashboardScreen(page).navGroup('Nosotros').click();
    expect(await sheetLinks(page, 'Nosotros')).toEqual([
      ['Calendario', '/calendar'],
      ['Recuerdos', '/memories'],
      ['Lista de Metas', '/bucket-list'],
      ['La pregunta del día', '/daily-question'],
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

  test('Diversión and Emociones offer their screens; the sheet closes with its close button', async () => {
    const { page } = await onCoupleDashboard();
    const screen = dashboardScreen(page);

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

  test('Perfil in the bottom bar goes to the profile', async () => {
    const { page } = await onCoupleDashboard();
    await dashboardScreen(page).profileLink.click();
    await expectScreenAt(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  });

  test('the avatar menu shows who is signed in, leads to the profile and signs out', async () => {
    const { page, user } = await onCoupleDashboard();
    const screen = dashboardScreen(page);
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
