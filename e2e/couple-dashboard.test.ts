import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, openPhone } from './support/browser';
import {
  createCodeThroughApi,
  dashboardScreen,
  linkCoupleThroughApi,
  toastText,
  twoPartnersOnPhones,
} from './support/couples';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';
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
  await expectVisible(dashboardScreen(phoneA.page).coupleNames('Ana', 'Bruno'));
  return { page: phoneA.page, user: ana };
}

/** The names of the links a bottom sheet offers, with where each one goes. */
async function sheetLinks(page: Page, name: string): Promise<Array<[string, string | null]>> {
  const sheet = page.getByRole('dialog', { name });
  await expectVisible(sheet);
  const links = await sheet.getByRole('link').all();
  return Promise.all(
    links.map(async (link) => [
      ((await link.textContent()) ?? '').trim(),
      await link.getAttribute('href'),
    ]),
  );
}

describeInBrowser('the dashboard before the couple is linked', () => {
  it('creating a code without a start date asks for the date', async () => {
    const { page } = await onDashboard('Carla Vega');
    const screen = dashboardScreen(page);
    await screen.createButton.click();
    await expectVisible(toastText(page, 'Por favor selecciona una fecha'));
    expect(await screen.startDate.getAttribute('aria-invalid')).toBe('true');
    // Nothing was created: still the create-or-join card.
    await expectVisible(screen.createTitle);
    expect(await screen.waitingTitle.count()).toBe(0);
  });

  it('joining with an empty code asks for the code', async () => {
    const { page } = await onDashboard('Daniel Ortiz');
    const screen = dashboardScreen(page);
    await screen.joinButton.click();
    await expectVisible(toastText(page, 'Por favor ingresa un código'));
    expect(await screen.codeInput.getAttribute('aria-invalid')).toBe('true');
  });

  it('joining with a code nobody created says it is invalid or used', async () => {
    const { page } = await onDashboard('Eva Núñez');
    const screen = dashboardScreen(page);
    await screen.codeInput.fill('zzzzzzzz');
    expect(await screen.codeInput.inputValue()).toBe('ZZZZZZZZ');
    await screen.joinButton.click();
    await expectVisible(toastText(page, 'Código inválido o ya usado'));
    expect(await screen.codeInput.getAttribute('aria-invalid')).toBe('true');
    await expectVisible(screen.createTitle);
  });

  it('the code field takes at most 8 characters', async () => {
    const { page } = await onDashboard('Félix Soto');
    const screen = dashboardScreen(page);
    await screen.codeInput.pressSequentially('abcd2345xyz');
    expect(await screen.codeInput.inputValue()).toBe('ABCD2345');
    // Pasted as it was written down, with a separator: still the 8 code characters.
    await screen.codeInput.fill('abcd-2345');
    expect(await screen.codeInput.inputValue()).toBe('ABCD2345');
  });

  it("joining with one's own code says it is invalid or used, and keeps waiting", async () => {
    const user = await signUpThroughApi({ fullName: 'Gema Ruiz' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    const code = await createCodeThroughApi(context, '2023-06-01');
    await page.goto('/dashboard');
    const screen = dashboardScreen(page);
    await expectVisible(screen.waitingTitle);
    await expectVisible(page.getByText(code, { exact: true }));

    await screen.joinInsteadToggle.click();
    await screen.codeInput.fill(code);
    await screen.joinButton.click();
    await expectVisible(toastText(page, 'Código inválido o ya usado'));
    await expectVisible(screen.waitingTitle);
    expect(await page.getByRole('heading', { name: '¡Conectados!' }).count()).toBe(0);
  });

  it.each(['/calendar', '/memories', '/stats'])(
    'without a couple, %s sends the person to the dashboard to connect first',
    async (path) => {
      const user = await signUpThroughApi({ fullName: 'Hugo Pardo' });
      const { context, page } = await openPhone();
      await signInContext(context, user);
      await page.goto(path);
      await expectScreenAt(page, '/dashboard');
      await expectVisible(toastText(page, 'Primero debes conectar con tu pareja'));
      await expectVisible(dashboardScreen(page).createTitle);
    },
  );

  it('when the couple cannot be looked up, the screen offers a retry and only logs it', async () => {
    const user = await signUpThroughApi({ fullName: 'Julia Prieto' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    const logged = page.waitForEvent('console', {
      predicate: (message) =>
        message.type() === 'error' && message.text().includes('Could not load the couple'),
    });
    await page.route('**/api/couples/me', (route) => route.fulfill({ status: 503 }));

    await page.goto('/memories');
    await expectVisible(page.getByRole('heading', { name: 'Error al cargar datos' }));
    await logged;
    // Not taken for "no couple": no redirect, no 'connect first'.
    expect(new URL(page.url()).pathname).toBe('/memories');
    expect(await toastText(page, 'Primero debes conectar con tu pareja').count()).toBe(0);

    // Once the lookup works, the answer (no couple) sends the person to connect first.
    await page.unroute('**/api/couples/me');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expectScreenAt(page, '/dashboard');
    await expectVisible(toastText(page, 'Primero debes conectar con tu pareja'));
  });

  it('a code still waiting for the partner is not a couple yet: /memories goes back too', async () => {
    const user = await signUpThroughApi({ fullName: 'Irene Gil' });
    const { context, page } = await openPhone();
    await signInContext(context, user);
    await createCodeThroughApi(context, '2022-09-10');
    await page.goto('/memories');
    await expectScreenAt(page, '/dashboard');
    await expectVisible(toastText(page, 'Primero debes conectar con tu pareja'));
    await expectVisible(dashboardScreen(page).waitingTitle);
  });
});

describeInBrowser('the dashboard of a linked couple', () => {
  it('Nosotros opens a sheet of its screens; choosing Recuerdos goes there and closes it', async () => {
    const { page } = await onCoupleDashboard();
    await dashboardScreen(page).navGroup('Nosotros').click();
    expect(await sheetLinks(page, 'Nosotros')).toEqual([
      ['Calendario', '/calendar'],
      ['Recuerdos', '/memories'],
      ['Lista de Metas', '/bucket-list'],
    ]);
    await expectVisible(page.getByText('Vuestros momentos, fechas y sueños'));

    await page
      .getByRole('dialog', { name: 'Nosotros' })
      .getByRole('link', { name: 'Recuerdos' })
      .click();
    await expectScreenAt(page, '/memories');
    await expectAbsent(page.getByRole('dialog'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Recuerdos' }));
  });

  it('Diversión and Emociones offer their screens; the sheet closes with its close button', async () => {
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
    await expectAbsent(page.getByRole('dialog'));

    await screen.navGroup('Emociones').click();
    expect(await sheetLinks(page, 'Emociones')).toEqual([
      ['Frasco de Emociones', '/emotion-jar'],
      ['Calendario Emocional', '/emotion-calendar'],
    ]);
    await page.keyboard.press('Escape');
    await expectAbsent(page.getByRole('dialog'));

    // The sheets lead somewhere real: the partner's screens open for a linked couple.
    await screen.navGroup('Diversión').click();
    await page
      .getByRole('dialog', { name: 'Diversión' })
      .getByRole('link', { name: '100 Planes' })
      .click();
    await expectScreenAt(page, '/date-plans');
    await expectAbsent(page.getByRole('dialog'));
    await expectVisible(page.getByRole('heading', { level: 1, name: '100 Planes' }));
  });

  it('Perfil in the bottom bar goes to the profile', async () => {
    const { page } = await onCoupleDashboard();
    await dashboardScreen(page).profileLink.click();
    await expectScreenAt(page, '/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mi perfil' }));
  });

  it('the avatar menu shows who is signed in, leads to the profile and signs out', async () => {
    const { page, user } = await onCoupleDashboard();
    const screen = dashboardScreen(page);
    await screen.accountMenu.click();
    const menu = page.getByRole('menu');
    await expectVisible(menu);
    await expectVisible(menu.getByText('Ana García', { exact: true }));
    await expectVisible(menu.getByText(user.email, { exact: true }));
    await expectVisible(menu.getByRole('menuitem', { name: 'Ver perfil' }));
    await expectVisible(menu.getByRole('menuitem', { name: 'Cerrar sesión' }));

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
