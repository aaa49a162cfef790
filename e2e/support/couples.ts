import { type BrowserContext, expect, type Page } from '@playwright/test';
import { daysBetween } from '@shared/domain/calendar-day';
import { openPhone, type PhoneOptions } from './browser';
import { phoneToday } from './phone-clock';
import { signInContext, signUpThroughApi } from './users';

/** Window properties the couple tests set in the page to notice a reload. */
declare global {
  interface Window {
    /** Set by markNoReload(); a reload or a full navigation loses it. */
    __noReload?: boolean;
  }
}

/** The dashboard as a person sees it, by roles, labels and visible texts (Spanish). */
export function dashboardScreen(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  return {
    // Without a couple: the create-or-join card.
    createTitle: page.getByRole('heading', { name: 'Crea vuestro código' }),
    joinTitle: page.getByRole('heading', { name: 'Únete con un código' }),
    startDate: page.getByLabel('Fecha de inicio de la relación'),
    createButton: page.getByRole('button', { name: 'Crear código' }),
    codeInput: page.getByLabel('Código de pareja'),
    joinButton: page.getByRole('button', { name: 'Conectar', exact: true }),
    signOutButton: page.getByRole('button', { name: 'Cerrar sesión' }),
    // A code was created: the waiting card.
    waitingTitle: page.getByRole('heading', { name: 'Esperando a tu pareja' }),
    updatesByItself: page.getByText(
      'Esta página se actualizará automáticamente cuando se conecte.',
    ),
    copyButton: page.getByRole('button', { name: 'Copiar código' }),
    joinInsteadToggle: page.getByText('¿Tu pareja ya tiene un código? Únete con el suyo'),
    // With an active couple.
    coupleNames: (first: string, second: string) =>
      page.getByRole('heading', { level: 1, name: `${first} & ${second}` }),
    connectedBadge: page.getByText('Conectados', { exact: true }),
    accountMenu: page.getByRole('button', { name: 'Menú de la cuenta' }),
    nav,
    navGroup: (name: 'Nosotros' | 'Diversión' | 'Emociones') =>
      nav.getByRole('button', { name, exact: true }),
    profileLink: nav.getByRole('link', { name: 'Perfil', exact: true }),
  };
}

/** A toast (or any text) that reads exactly `text`. */
export function toastText(page: Page, text: string | RegExp) {
  return page.getByText(text, typeof text === 'string' ? { exact: true } : undefined);
}

/** Whole days from a 'YYYY-MM-DD' date to today on the test's phones. */
export function wholeDaysSince(isoDate: string): number {
  return daysBetween(isoDate, phoneToday());
}

/** The visible (and read-out) days-together phrase, e.g. '1011 días juntos'. */
export function daysTogetherText(page: Page, days: number) {
  return page.getByText(`${days} ${days === 1 ? 'día' : 'días'} juntos`, { exact: true });
}

/**
 * Remembers the current document: hasReloaded() is true once the page was reloaded or fully
 * navigated since (the flag lives in the document's window and dies with it).
 */
export async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__noReload = true;
  });
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__noReload)).toBe(true);
}

/** Creates the couple's code through the API, as the dashboard would, and returns it. */
export async function createCodeThroughApi(
  context: BrowserContext,
  relationshipStartDate: string,
): Promise<string> {
  const response = await context.request.post('/api/couples', {
    data: { relationshipStartDate },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { couple } = (await response.json()) as { couple: { coupleCode: string } };
  return couple.coupleCode;
}

/** Joins the couple of `code` through the API, as the dashboard would. */
export async function joinThroughApi(context: BrowserContext, code: string): Promise<void> {
  const response = await context.request.post('/api/couples/join', { data: { code } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Links two signed-in browser profiles as an active couple, without the screens. */
export async function linkCoupleThroughApi(
  creator: BrowserContext,
  joiner: BrowserContext,
  relationshipStartDate = '2024-02-14',
): Promise<string> {
  const code = await createCodeThroughApi(creator, relationshipStartDate);
  await joinThroughApi(joiner, code);
  return code;
}

/** Creating the code on the dashboard: returns the code the toast announces. */
export async function createCodeOnDashboard(page: Page, startDate: string): Promise<string> {
  const screen = dashboardScreen(page);
  await screen.startDate.fill(startDate);
  await screen.createButton.click();
  const created = toastText(page, /^Código creado: [A-Z0-9]{8}$/);
  await expect(created).toBeVisible();
  const text = (await created.textContent()) ?? '';
  return text.replace('Código creado: ', '').trim();
}

/**
 * Ana and Bruno, each signed up and signed in on a phone of their own (separate browser
 * contexts, separate client addresses), not linked yet.
 */
export async function twoPartnersOnPhones(options: PhoneOptions = {}) {
  const ana = await signUpThroughApi({ fullName: 'Ana García' });
  const bruno = await signUpThroughApi({ fullName: 'Bruno Díaz' });
  const phoneA = await openPhone(options);
  const phoneB = await openPhone(options);
  await signInContext(phoneA.context, ana);
  await signInContext(phoneB.context, bruno);
  return { ana, bruno, phoneA, phoneB };
}

/** Ana and Bruno, each on their own phone, already linked as a couple through the API. */
export async function linkedPartnersOnPhones(options: PhoneOptions = {}) {
  const partners = await twoPartnersOnPhones(options);
  await linkCoupleThroughApi(partners.phoneA.context, partners.phoneB.context);
  return partners;
}
