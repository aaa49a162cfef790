import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
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
import { memoriesScreen } from './support/memories';
import { addDays, phoneToday } from './support/phone-clock';
import { addEventThroughApi, addGoalThroughApi } from './support/plans';
import { expectScreenAt, openAsAppShell } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

async function post(context: BrowserContext, url: string, data?: unknown) {
  const response = await context.request.post(url, data === undefined ? {} : { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

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
      await screenshot(a, `polish2-former-archive-dashboard-${colorScheme}`);
      await a.goto('/profile');
      await expect(formerDownload(a)).toBeVisible();
      await formerDownload(a).scrollIntoViewIfNeeded();
      await screenshot(a, `polish2-former-archive-profile-${colorScheme}`, { fullPage: false });
    });
  }
});

/**
 * A phone photo of `megapixels` (4:3), as a JPEG of maximum quality: noise barely compresses, so
 * 12 megapixels make about 15 MB, 5 about 6 MB, both over the 5 MB a photo may be when sent.
 */
const bigPhonePhoto = (megapixels: 12 | 5) => {
  const width = megapixels === 12 ? 4032 : 2592;
  return sharp({
    create: {
      width,
      height: (width * 3) / 4,
      channels: 3,
      background: '#d46a8c',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
};

const smallPhoto = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Bytes that claim to be a JPEG and are not one. */
const brokenJpeg = Buffer.from('esto no es una foto, aunque se llame .jpg');

test.describe('big phone photos', () => {
  test('a memory keeps a 15 MB photo, scaled down before sending; a refused photo is never dropped', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    const screen = memoriesScreen(page);
    const big = await bigPhonePhoto(12);
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    await page.goto('/memories');
    await expect(screen.heading).toBeVisible();

    await screen.newButton.click();
    await screen.titleField.fill('Atardecer desde el móvil');
    let chooser = page.waitForEvent('filechooser');
    await screen.chooseImage.click();
    await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(screen.preview).toBeVisible();
    await expect(screen.dialog.getByText('La imagen debe ser menor a 5MB')).toHaveCount(0);
    await screen.saveButton.click();
    await expect(toastText(page, 'Recuerdo guardado con éxito')).toBeVisible();
    await expect(
      screen
        .card('Atardecer desde el móvil')
        .getByRole('button', { name: 'Ver la foto de «Atardecer desde el móvil» en grande' }),
    ).toBeVisible();
    const listed = (await (await phoneA.context.request.get('/api/memories')).json()) as {
      items: Array<{ imageUrl: string }>;
    };
    const [stored] = listed.items;
    const original = await phoneA.context.request.get(stored?.imageUrl ?? '');
    const size = await sharp(await original.body()).metadata();
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(2560);
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeGreaterThanOrEqual(2000);

    // A photo that cannot be read: saving does not quietly leave it out.
    await screen.newButton.click();
    await screen.titleField.fill('Con la foto rota');
    chooser = page.waitForEvent('filechooser');
    await screen.chooseImage.click();
    await (await chooser).setFiles({
      name: 'rota.jpg',
      mimeType: 'image/jpeg',
      buffer: brokenJpeg,
    });
    const refusal = screen.dialog.getByText('Solo se permiten archivos de imagen');
    await expect(refusal).toBeVisible();
    await screen.saveButton.click();
    await expect(refusal).toBeVisible();
    await expect(screen.dialog).toBeVisible();
    await expect(toastText(page, 'Recuerdo guardado con éxito')).toHaveCount(0);
    await expect(screen.card('Con la foto rota')).toHaveCount(0);
    // Removing the refused choice is a decision: then it saves without a photo.
    await screen.removeImage.click();
    await screen.saveButton.click();
    await expect(toastText(page, 'Recuerdo guardado con éxito')).toBeVisible();
    await expect(screen.card('Con la foto rota')).toBeVisible();
  });

  test('a date plan uploads the good photos of a batch and names the refused one', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await post(phoneA.context, '/api/date-plans/1/start');
    await post(phoneA.context, '/api/date-plans/1/complete');
    const page = phoneA.page;
    const plan = 'Cena a la luz de las velas en casa';
    await page.goto('/date-plans');
    await page.getByRole('button', { name: new RegExp(`^#1 .*${plan}`) }).click();
    const dialog = page.getByRole('dialog', { name: plan });
    const big = await bigPhonePhoto(5);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Añadir fotos' }).click();
    await (await chooser).setFiles([
      { name: 'cena.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto('#e11d48') },
      { name: 'nota.jpg', mimeType: 'image/jpeg', buffer: brokenJpeg },
      // Over the limit too, scaled down like the memory's; smaller, as the scaling is proved there.
      { name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: big },
    ]);
    await expect(
      toastText(page, 'No se pudo subir «nota.jpg»: Solo se permiten archivos de imagen'),
    ).toBeVisible();
    await expect(toastText(page, 'Fotos subidas exitosamente')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Foto 2 de «${plan}»` })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Foto 3 de «${plan}»` })).toHaveCount(0);
    const list = (await (await phoneB.context.request.get('/api/date-plans/1/photos')).json()) as {
      photos: unknown[];
    };
    expect(list.photos).toHaveLength(2);
  });
});

test.describe('smaller things', () => {
  test('initials are letters, and event and goal buttons name their item', async () => {
    const ana = await signUpThroughApi({ fullName: 'Ana García 🌸' });
    const bruno = await signUpThroughApi({ fullName: 'Bruno Díaz' });
    const phoneA = await openPhone();
    const phoneB = await openPhone();
    await signInContext(phoneA.context, ana);
    await signInContext(phoneB.context, bruno);
    await linkCoupleThroughApi(phoneA.context, phoneB.context);
    const page = phoneB.page;
    await page.goto('/dashboard');
    await expect(page.getByText('AG', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('A🌸', { exact: true })).toHaveCount(0);

    await addEventThroughApi(phoneA.context, {
      title: 'Cena en el italiano',
      eventDate: phoneToday(),
    });
    await addGoalThroughApi(phoneA.context, 'Ver la aurora boreal');
    await page.goto('/calendar');
    await expect(
      page.getByRole('button', { name: 'Editar «Cena en el italiano»', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Eliminar «Cena en el italiano»', exact: true }),
    ).toBeVisible();
    await page.goto('/bucket-list');
    await expect(
      page.getByRole('button', { name: 'Editar «Ver la aurora boreal»', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Eliminar «Ver la aurora boreal»', exact: true }),
    ).toBeVisible();

    // Pet colours are read by name, not by code.
    await page.goto('/pet-setup');
    await expect(page.getByRole('radio', { name: 'Rosa', exact: true })).toBeAttached();
    await expect(page.getByRole('radio', { name: /#[0-9A-F]{6}/i })).toHaveCount(0);

    // "Metas totales" says that it opens the date plans.
    await page.goto('/stats');
    const goals = page.getByRole('link', { name: /Metas totales/ });
    await expect(goals).toContainText('Ver en 100 Planes');
    await goals.click();
    await expectScreenAt(page, '/date-plans');
  });

  test('a rate-limited session check says to wait, not to check the connection', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    await page.route('**/api/auth/get-session', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'too_many_requests', message: 'errors.tooManyRequests' }),
      }),
    );
    // The browser's own session check: the shell, as the service worker answers a reopen (a
    // page the server drew carries the session it checked).
    await openAsAppShell(page, '/dashboard');
    await page.goto('/dashboard');
    await expect(
      page.getByText('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'),
    ).toBeVisible();
    await expect(page.getByText('Comprueba tu conexión', { exact: false })).toHaveCount(0);
  });
});

test.describe('screenshots of round two', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      // The rated plan's undo asks first.
      await post(phoneA.context, '/api/date-plans/1/start');
      await phoneA.context.request.put('/api/date-plans/1/experience', {
        data: { description: 'Risotto y baile', rating: 4 },
      });
      await page.goto('/date-plans');
      await page.getByRole('button', { name: /^#1 / }).click();
      await page.getByRole('button', { name: 'Marcar como no completado' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, `polish2-undo-plan-${colorScheme}`, { fullPage: false });

      await page.goto('/stats');
      await expect(page.getByText('Ver en 100 Planes')).toBeVisible();
      await screenshot(page, `polish2-stats-${colorScheme}`);

      await page.goto('/profile');
      await page.getByLabel('Desde', { exact: true }).fill('23:00');
      await expect(page.getByText('Preferencias guardadas')).toBeVisible();
      await page.getByLabel('Desde', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `polish2-quiet-hours-${colorScheme}`, { fullPage: false });

      await page.goto('/memories');
      await memoriesScreen(page).newButton.click();
      await memoriesScreen(page).titleField.fill('Playa');
      await page.goBack();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, `polish2-discard-${colorScheme}`, { fullPage: false });

      // The two variants chosen: European Portuguese and French "tu".
      for (const [locale, text] of [
        ['pt-PT', 'É assim que o teu par te vai ver'],
        ['fr-FR', 'Ce que verra ta moitié'],
      ] as const) {
        const other = await openPhone({ colorScheme, locale });
        await signInContext(other.context, await signUpThroughApi({ fullName: 'Inês Sousa' }));
        await other.page.goto('/profile');
        await expect(other.page.getByText(text)).toBeVisible();
        await screenshot(other.page, `polish2-profile-${locale}-${colorScheme}`);
        await other.page.goto('/dashboard');
        await expect(other.page.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(other.page, `polish2-dashboard-${locale}-${colorScheme}`);
      }
    });
  }
});
