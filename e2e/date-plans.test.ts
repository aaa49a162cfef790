import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { post } from './couple-with-data';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

const DINNER = 'Cena a la luz de las velas en casa';
const SUNRISE = 'Ver el amanecer juntos';

/** The plans screen as a person sees it, by roles and visible Spanish texts. */
function plansScreen(page: Page) {
  const dialog = page.getByRole('dialog', { name: DINNER });
  return {
    progress: (completed: number) => page.getByText(`${completed} de 100 planes completados`),
    startButton: (title: string) => page.getByRole('button', { name: `Empezar «${title}»` }),
    openPlan: (number: number, title: string) =>
      page.getByRole('button', { name: new RegExp(`^#${number} .*${title}`) }),
    inProgressBanner: page.getByRole('region', { name: 'Ya tienes un plan en progreso' }),
    chip: (name: string) => page.getByRole('button', { name, exact: true }),
    dinnerDialog: dialog,
  };
}

/** Both phones on the plans screen, opened afresh, with no plan completed. */
async function onPlansScreens(a: Page, b: Page) {
  for (const page of [a, b]) {
    await page.goto('/date-plans');
    await expectScreenAt(page, '/date-plans');
    await expect(plansScreen(page).progress(0)).toBeVisible();
  }
}

const isMarkedDisabled = (page: Page, title: string) =>
  plansScreen(page)
    .startButton(title)
    .evaluate((button) => button.getAttribute('aria-disabled') === 'true');

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

test.describe('the 100 date plans, with two partners', () => {
  // One couple. Undoing a completion goes first, on plans nobody touched, and leaves none
  // completed or in progress; the plan started next is the one then completed.
  test('plans are started, completed with photos and stars, and undone, on both phones live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;

    await test.step('deletes a photo after asking, and undoes a completion, which drops its stars', async () => {
      await onPlansScreens(a, b);
      await plansScreen(a).openPlan(1, DINNER).tap();
      const dialog = plansScreen(a).dinnerDialog;
      const chooser = a.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Añadir fotos' }).tap();
      await (await chooser).setFiles([
        { name: 'cena.jpg', mimeType: 'image/jpeg', buffer: await photo('#be123c') },
      ]);
      await expect(toastText(a, 'Fotos subidas exitosamente')).toBeVisible();

      await dialog.getByRole('button', { name: 'Eliminar foto 1' }).tap();
      const confirm = a.getByRole('alertdialog', { name: '¿Eliminar esta foto?' });
      await confirm.getByRole('button', { name: 'Eliminar' }).tap();
      await expect(toastText(a, 'Foto eliminada')).toBeVisible();
      await expect(dialog.getByText('Todavía no hay fotos de este plan')).toBeVisible();

      await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).tap();
      await dialog.getByRole('button', { name: 'Guardar experiencia' }).tap();
      await expect(toastText(a, '¡Experiencia guardada!')).toBeVisible();
      await expect(plansScreen(b).progress(1)).toBeVisible();
      await expect(b.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Marcar como no completado' }).tap();
      // The stars go with the completion: the confirmation says so before anything changes.
      const undo = a.getByRole('alertdialog', { name: '¿Marcar como no completado?' });
      await expect(
        undo.getByText(
          'Se borrará vuestra valoración de 4 estrellas. Lo que escribisteis y las fotos se quedan.',
        ),
      ).toBeVisible();
      await expect(b.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
      await undo.getByRole('button', { name: 'Marcar como no completado' }).tap();
      await expect(toastText(a, 'Plan actualizado')).toBeVisible();
      await expect(plansScreen(b).progress(0)).toBeVisible();
      // A plan not done shows no stars ("Sin empezar ★★★★☆" was the bug): the rating is gone.
      await expect(b.getByRole('img', { name: '4 de 5 estrellas' })).toHaveCount(0);
    });

    await test.step("A starts a plan and B's start buttons become disabled live", async () => {
      await onPlansScreens(a, b);
      expect(await isMarkedDisabled(b, SUNRISE)).toBe(false);

      await plansScreen(a).startButton(DINNER).tap();
      await expect(toastText(a, '¡Plan iniciado!')).toBeVisible();

      // B did nothing: the realtime event brings the plan in progress to B's open screen.
      await expect(plansScreen(b).inProgressBanner).toBeVisible();
      await expect(
        b.getByRole('button', { name: `Empezar «${SUNRISE}»`, disabled: true }),
      ).toBeVisible();
      expect(await isMarkedDisabled(b, SUNRISE)).toBe(true);
      // Playwright will not tap what is marked disabled; a finger can, and is told why.
      await plansScreen(b).startButton(SUNRISE).tap({ force: true });
      const toasts = b.getByRole('region', { name: /Notificaciones/ });
      await expect(
        toasts.getByText('Ya tienes un plan en progreso', { exact: true }),
      ).toBeVisible();
      expect((await plansScreen(a).startButton(SUNRISE).count()) === 1).toBe(true);

      // In the plan's own dialog the start button says why, too.
      await plansScreen(b).openPlan(2, SUNRISE).tap();
      const sunrise = b.getByRole('dialog', { name: SUNRISE });
      await expect(sunrise.getByText('Ya tienes un plan en progreso')).toBeVisible();
      expect(
        await sunrise.getByRole('button', { name: 'Empezar plan' }).getAttribute('aria-disabled'),
      ).toBe('true');
      // B closes it, back on the list for the next step.
      await b.keyboard.press('Escape');
      await expect(sunrise).not.toBeAttached();
    });

    await test.step('completing with a photo and a rating shows on both dashboards', async () => {
      // The plan A started in the step before ('¡Plan iniciado!' was seen there).
      const screenA = plansScreen(a);
      await screenA.openPlan(1, DINNER).tap();
      const dialog = screenA.dinnerDialog;
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('¿Qué tal fue?').fill('Cocinamos risotto y bailamos en la cocina.');
      await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).tap();
      await dialog.getByRole('button', { name: 'Guardar experiencia' }).tap();
      await expect(toastText(a, '¡Experiencia guardada!')).toBeVisible();
      await expect(dialog.getByText('Completado', { exact: true })).toBeVisible();

      const chooser = a.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Añadir fotos' }).tap();
      await (await chooser).setFiles([
        { name: 'cena.jpg', mimeType: 'image/jpeg', buffer: await photo('#e11d48') },
        { name: 'velas.jpg', mimeType: 'image/jpeg', buffer: await photo('#f59e0b') },
      ]);
      await expect(toastText(a, 'Fotos subidas exitosamente')).toBeVisible();
      await expect(dialog.getByRole('img', { name: `Foto 2 de «${DINNER}»` })).toBeVisible();

      await dialog.getByRole('button', { name: 'Ver foto 1 a tamaño completo' }).tap();
      const lightbox = a.getByRole('dialog', { name: `Foto 1 de «${DINNER}»` });
      await expect(lightbox.getByRole('img')).toBeVisible();
      await lightbox.getByRole('button', { name: 'Cerrar' }).tap();
      await expect(lightbox).not.toBeAttached();

      // B sees the plan completed with its photos, live, and both dashboards show it last.
      await expect(plansScreen(b).progress(1)).toBeVisible();
      for (const page of [a, b]) {
        await page.goto('/dashboard');
        const lastCompleted = page.getByRole('region', { name: 'Último plan completado' });
        await expect(lastCompleted.getByText(DINNER)).toBeVisible();
        await expect(lastCompleted.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
      }
    });
  });
});

// Pictures for people to look at (test-results/screenshots/), in both themes.
test.describe('screenshots of the date plans', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await page.goto('/date-plans');
      const screen = plansScreen(page);
      await expect(screen.progress(0)).toBeVisible();
      await screen.startButton(DINNER).tap();
      // The list is what the pictures should show, not the toast that covers it for a while.
      await expect(toastText(page, '¡Plan iniciado!')).toBeVisible();
      await expect(toastText(page, '¡Plan iniciado!')).not.toBeAttached();
      await screenshot(page, `date-plans-list-${colorScheme}`, { fullPage: false });

      await screen.chip('Gastronomía').tap();
      await screenshot(page, `date-plans-food-${colorScheme}`, { fullPage: false });

      await screen.chip('Todos').tap();
      await screen.openPlan(1, DINNER).tap();
      const dialog = screen.dinnerDialog;
      await expect(dialog).toBeVisible();
      await screenshot(page, `date-plans-detail-${colorScheme}`, { fullPage: false });

      await dialog
        .getByLabel('¿Qué tal fue?')
        .fill('Risotto, velas y bailar descalzos en la cocina.');
      await dialog.getByRole('radio', { name: '5 de 5 estrellas' }).tap();
      await dialog.getByRole('button', { name: 'Guardar experiencia' }).tap();
      await expect(toastText(page, '¡Experiencia guardada!')).toBeVisible();
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Añadir fotos' }).tap();
      await (await chooser).setFiles([
        { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('#e11d48') },
        { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photo('#f59e0b') },
        { name: 'c.jpg', mimeType: 'image/jpeg', buffer: await photo('#7c3aed') },
      ]);
      await expect(dialog.getByRole('img', { name: `Foto 3 de «${DINNER}»` })).toBeVisible();
      await expect(toastText(page, 'Fotos subidas exitosamente')).not.toBeAttached();
      await dialog.getByRole('button', { name: 'Añadir fotos' }).scrollIntoViewIfNeeded();
      await screenshot(page, `date-plans-detail-completed-${colorScheme}`, { fullPage: false });
    });

    // Undoing a rated plan asks first.
    test(`the undo of a rated plan in the ${colorScheme} theme`, {
      tag: '@screenshots',
    }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await post(phoneA.context, '/api/date-plans/1/start');
      await phoneA.context.request.put('/api/date-plans/1/experience', {
        data: { description: 'Risotto y baile', rating: 4 },
      });
      await page.goto('/date-plans');
      await page.getByRole('button', { name: /^#1 / }).click();
      await page.getByRole('button', { name: 'Marcar como no completado' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, `date-plans-undo-${colorScheme}`, { fullPage: false });
    });
  }
});
