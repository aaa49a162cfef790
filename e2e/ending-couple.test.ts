import type { Page } from '@playwright/test';
import { post } from './couple-with-data';
import { openPhone, screenshot } from './support/browser';
import {
  createCodeOnDashboard,
  dashboardScreen,
  expectNoReload,
  joinThroughApi,
  linkCoupleThroughApi,
  linkedPartnersOnPhones,
  markNoReload,
  toastText,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen, photoJpeg } from './support/memories';
import { addDays, phoneToday } from './support/phone-clock';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

/** The profile's "Cuenta" card and its two dialogs, by roles and visible texts (Spanish). */
function accountScreen(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    heading: page.getByRole('heading', { name: 'Cuenta', exact: true }),
    endCoupleButton: page.getByRole('button', { name: 'Terminar la pareja' }),
    deleteAccountButton: page.getByRole('button', { name: 'Eliminar mi cuenta' }),
    dialog,
    endDialogTitle: dialog.getByRole('heading', { name: '¿Terminar la pareja?' }),
    acknowledge: dialog.getByRole('checkbox', { name: 'Entiendo que no se puede deshacer' }),
    confirmEnd: dialog.getByRole('button', { name: 'Terminar la pareja' }),
    deleteDialogTitle: dialog.getByRole('heading', { name: '¿Eliminar tu cuenta?' }),
    password: dialog.getByLabel('Escribe tu contraseña para confirmar'),
    confirmDelete: dialog.getByRole('button', { name: 'Eliminar mi cuenta' }),
  };
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(accountScreen(page).heading).toBeVisible();
}

const PARTNER_ENDED =
  'Tu pareja ha cerrado vuestro espacio compartido. Tómate el tiempo que necesites.';

/** The last day of an archive, as the app writes it (30 days after today on the phone, in Spanish). */
function lastDayShown(days = 30) {
  const until = new Date(`${addDays(phoneToday(), days)}T12:00:00Z`);
  return new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
}

/** Downloads through `link` and returns the file name the browser was given. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await link.click();
  return (await downloading).suggestedFilename();
}

test.describe('ending a couple, then an account', () => {
  // One story: Ana ends her couple with Bruno and links with Carla; then she deletes her
  // account, which ends the couple with Carla, who is told live as Bruno was.
  test('a couple ends, and then an account is deleted, each partner told live', async () => {
    const { ana, phoneA, phoneB } = await linkedPartnersOnPhones();
    // Carla, on her own phone, with no couple yet.
    const carla = await signUpThroughApi({ fullName: 'Carla Ruiz' });
    const phoneC = await openPhone();
    await signInContext(phoneC.context, carla);
    const account = accountScreen(phoneA.page);

    await test.step("A ends the couple: B's open dashboard changes live, and A starts empty with C", async () => {
      await createMemoryThroughApi(
        phoneA.context,
        { title: 'Atardecer en Cádiz' },
        await photoJpeg(),
      );
      await phoneB.page.goto('/dashboard');
      await expect(dashboardScreen(phoneB.page).coupleNames('Bruno', 'Ana')).toBeVisible();
      await markNoReload(phoneB.page);

      await openProfile(phoneA.page);
      await account.endCoupleButton.click();
      await expect(account.endDialogTitle).toBeVisible();
      await expect(
        account.dialog.getByText(/Durante 30 días cada uno podrá descargar/),
      ).toBeVisible();
      // One tap is not enough: the box must be ticked first.
      await account.confirmEnd.click();
      await expect(account.dialog.getByText('Marca la casilla para confirmar')).toBeVisible();
      await expect(account.dialog).toBeVisible();
      await account.acknowledge.check();
      await account.confirmEnd.click();

      await expectScreenAt(phoneA.page, '/dashboard');
      await expect(dashboardScreen(phoneA.page).createTitle).toBeVisible();
      await expect(
        toastText(phoneA.page, 'Vuestra pareja ha terminado. Cuídate mucho.'),
      ).toBeVisible();
      await expect(toastText(phoneA.page, PARTNER_ENDED)).toHaveCount(0);
      await expect(
        phoneA.page.getByRole('region', { name: 'Has cerrado vuestro espacio compartido' }),
      ).toBeVisible();

      // B's dashboard follows by itself, with a calm word.
      await expect(dashboardScreen(phoneB.page).createTitle).toBeVisible();
      await expect(toastText(phoneB.page, PARTNER_ENDED)).toBeVisible();
      // And, at the top, what happened, what B keeps and until when, and what comes next.
      const notice = phoneB.page.getByRole('region', {
        name: 'Tu pareja ha cerrado vuestro espacio compartido',
      });
      await expect(notice).toContainText('Lo que compartisteis sigue aquí para ti hasta el');
      const noticeTop = (await notice.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      const setupTop = (await dashboardScreen(phoneB.page).createTitle.boundingBox())?.y ?? 0;
      expect(noticeTop).toBeLessThan(setupTop);
      await expectNoReload(phoneB.page);
      // Still there the next time B opens the app, until B says it was read.
      await phoneB.page.reload();
      await notice.getByRole('button', { name: 'Entendido' }).click();
      await expect(notice).toHaveCount(0);
      await phoneB.page.reload();
      await expect(dashboardScreen(phoneB.page).createTitle).toBeVisible();
      await expect(notice).toHaveCount(0);

      // A links with Carla at once; their space holds nothing of the old one.
      const code = await createCodeOnDashboard(phoneA.page, '2025-06-01');
      await joinThroughApi(phoneC.context, code);
      await expect(dashboardScreen(phoneA.page).coupleNames('Ana', 'Carla')).toBeVisible();
      await phoneA.page.goto('/memories');
      await expect(memoriesScreen(phoneA.page).emptyAll).toBeVisible();
      await expect(phoneA.page.getByText('Atardecer en Cádiz')).toHaveCount(0);
    });

    await test.step('asks for the password again, then signs out; the old password no longer works', async () => {
      // The partner now is Carla, linked in the step before.
      const partner = phoneC.page;
      // The partner is on a shared screen this time, not the dashboard.
      await partner.goto('/memories');
      await expect(memoriesScreen(partner).emptyAll).toBeVisible();

      await openProfile(phoneA.page);
      await account.deleteAccountButton.click();
      await expect(account.deleteDialogTitle).toBeVisible();
      await account.confirmDelete.click();
      await expect(
        account.dialog.getByText('Escribe tu contraseña', { exact: true }),
      ).toBeVisible();
      await account.password.fill('no-es-la-buena');
      await account.confirmDelete.click();
      await expect(account.dialog.getByText('La contraseña no es correcta')).toBeVisible();
      await account.password.fill(ana.password);
      await account.confirmDelete.click();

      await expectScreenAt(phoneA.page, '/');
      await expect(
        toastText(phoneA.page, 'Tu cuenta se ha eliminado. Gracias por el tiempo compartido.'),
      ).toBeVisible();
      // The partner is taken back to the dashboard without a couple, live, with a calm word.
      await expectScreenAt(partner, '/dashboard');
      await expect(dashboardScreen(partner).createTitle).toBeVisible();
      await expect(toastText(partner, PARTNER_ENDED)).toBeVisible();
      await expect(toastText(partner, 'Primero debes conectar con tu pareja')).toHaveCount(0);
      // The account is gone: signing in with it fails. (With the browser's Origin, as the form
      // sends it: the browser keeps its known-device cookie, and a request with cookies but no
      // Origin is refused by the CSRF check before the password is looked at.)
      const signIn = await phoneA.context.request.post('/api/auth/sign-in/email', {
        data: { email: ana.email, password: ana.password },
        headers: { origin: new URL(phoneA.page.url()).origin },
      });
      expect(signIn.status()).toBe(401);
    });
  });
});

test.describe('account card', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      const account = accountScreen(phoneA.page);
      await openProfile(phoneA.page);
      await account.heading.scrollIntoViewIfNeeded();
      await screenshot(phoneA.page, `account-card-${colorScheme}`);
      await account.endCoupleButton.click();
      await expect(account.endDialogTitle).toBeVisible();
      await account.confirmEnd.click();
      await expect(account.dialog.getByText('Marca la casilla para confirmar')).toBeVisible();
      await screenshot(phoneA.page, `end-couple-dialog-${colorScheme}`, { fullPage: false });
      await phoneA.page.keyboard.press('Escape');
      await account.deleteAccountButton.click();
      await account.password.fill('no-es-la-buena');
      await account.confirmDelete.click();
      await expect(account.dialog.getByText('La contraseña no es correcta')).toBeVisible();
      await screenshot(phoneA.page, `delete-account-dialog-${colorScheme}`, { fullPage: false });
      await phoneA.page.keyboard.press('Escape');

      // What the partner finds at the top of the dashboard once it ended, on a narrow phone.
      expect((await phoneA.context.request.post('/api/couples/end')).status()).toBe(204);
      await phoneB.page.setViewportSize({ width: 320, height: 720 });
      await phoneB.page.goto('/dashboard');
      await expect(
        phoneB.page.getByRole('region', {
          name: 'Tu pareja ha cerrado vuestro espacio compartido',
        }),
      ).toBeVisible();
      await screenshot(phoneB.page, `couple-ended-notice-${colorScheme}`, { fullPage: false });
    });
  }
});

// What an ended couple keeps for 30 days: offered for download wherever either of them looks.
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
    const archiveCard = a.getByRole('region', { name: 'Lo que compartisteis' });
    await expect(archiveCard).toBeVisible();
    await expect(
      archiveCard.getByText(`hasta el ${lastDayShown()}`, { exact: false }),
    ).toBeVisible();
    expect(await download(a, formerDownload(a))).toMatch(/^juntos-.*\.zip$/);
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
    expect(await download(a, formerDownload(a))).toMatch(/^juntos-.*\.zip$/);
    expect(ana.email).toBeTruthy();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      await post(phoneA.context, '/api/couples/end');
      const a = phoneA.page;
      await a.goto('/dashboard');
      await expect(formerDownload(a)).toBeVisible();
      await screenshot(a, `former-archive-dashboard-${colorScheme}`);
      await a.goto('/profile');
      await expect(formerDownload(a)).toBeVisible();
      await formerDownload(a).scrollIntoViewIfNeeded();
      await screenshot(a, `former-archive-profile-${colorScheme}`, { fullPage: false });
    });
  }
});
