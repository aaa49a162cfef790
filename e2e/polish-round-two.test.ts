import type { BrowserContext, Page } from '@playwright/test';
import { openPhone, screenshot } from './support/browser';
import {
  createCodeOnDashboard,
  dashboardScreen,
  joinThroughApi,
  linkCoupleThroughApi,
  linkedPartnersOnPhones,
  toastText,
  twoPartnersOnPhones,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

async function post(context: BrowserContext, url: string, data?: unknown) {
  const response = await context.request.post(url, data === undefined ? {} : { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/** The last day of an archive, as the app writes it (30 days after today, in Spanish). */
function lastDayShown(days = 30) {
  const until = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(until);
}

/** Downloads through `link` and returns the file name the browser was given. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await link.click();
  return (await downloading).suggestedFilename();
}

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

test.describe("the former couple's archive", () => {
  const formerDownload = (page: Page) =>
    page.getByRole('link', { name: 'Descargar lo que compartisteis' });

  test('is offered from the dashboard without a couple and on the profile, even in a new couple', async () => {
    const { ana, phoneA } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    await post(phoneA.context, '/api/couples/end');

    // The dashboard without a couple: the archive, its last day, and a way to the profile.
    await a.goto('/dashboard');
    await expectScreenAt(a, '/dashboard');
    await expect(a.getByRole('heading', { name: 'Lo que compartisteis' })).toBeVisible();
    await expect(a.getByText(`hasta el ${lastDayShown()}`, { exact: false })).toBeVisible();
    expect(await download(a, formerDownload(a))).toMatch(/^nosotros-.*\.zip$/);
    await dashboardScreen(a).createButton.waitFor();
    await a.getByRole('link', { name: 'Perfil', exact: true }).click();
    await expectScreenAt(a, '/profile');
    await expect(formerDownload(a)).toBeVisible();

    // Ana links with Carla: her profile offers the new couple's data and still the old archive.
    const carla = await signUpThroughApi({ fullName: 'Carla Ruiz' });
    const phoneC = await openPhone();
    await signInContext(phoneC.context, carla);
    await linkCoupleThroughApi(phoneA.context, phoneC.context);
    await a.reload();
    await expect(a.getByRole('link', { name: 'Descargar nuestros datos' })).toBeVisible();
    await expect(formerDownload(a)).toBeVisible();
    await expect(a.getByText(`hasta el ${lastDayShown()}`, { exact: false })).toBeVisible();
    expect(await download(a, formerDownload(a))).toMatch(/^nosotros-.*\.zip$/);
    expect(ana.email).toBeTruthy();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      await post(phoneA.context, '/api/couples/end');
      const a = phoneA.page;
      await a.goto('/dashboard');
      await expect(formerDownload(a)).toBeVisible();
      await screenshot(a, `polish2-former-archive-dashboard-${colorScheme}`);
      await a.goto('/profile');
      await expect(formerDownload(a)).toBeVisible();
      await formerDownload(a).scrollIntoViewIfNeeded();
      await screenshot(a, `polish2-former-archive-profile-${colorScheme}`, { fullPage: false });
    });
  }
});
