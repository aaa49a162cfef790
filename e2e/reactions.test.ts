import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoReload, linkedPartnersOnPhones, markNoReload } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, memoriesScreen } from './support/memories';
import { expectScreenAt } from './support/screen';

const TITLE = 'Atardecer en Cádiz';

/** Hearts and comments of one card or photo, by their labels. */
function reactionsOf(scope: Page | ReturnType<Page['getByRole']>, title: string) {
  return {
    heartOn: scope.getByRole('button', { name: new RegExp(`^Dar un corazón a «${title}», `) }),
    heartOff: scope.getByRole('button', { name: new RegExp(`^Quitar tu corazón de «${title}», `) }),
    comments: scope.getByRole('button', {
      name: new RegExp(`^Corazones y comentarios de «${title}»`),
    }),
  };
}

function sheetOf(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Corazones y comentarios' });
  return {
    sheet,
    input: sheet.getByRole('textbox', { name: 'Tu comentario' }),
    send: sheet.getByRole('button', { name: 'Enviar' }),
    comment: (text: string) => sheet.getByRole('listitem').filter({ hasText: text }),
  };
}

async function openMemories(page: Page) {
  await page.goto('/memories');
  await expectScreenAt(page, '/memories');
  await expect(memoriesScreen(page).card(TITLE)).toBeVisible();
}

async function uploadPlanPhoto(context: BrowserContext, planNumber: number) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#e11d48' },
  })
    .jpeg()
    .toBuffer();
  const response = await context.request.post(`/api/date-plans/${planNumber}/photos`, {
    multipart: { file: { name: 'cena.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('hearts and comments between two partners', () => {
  // One couple, one memory: the keyboard step works on its own comment of the memory the first
  // step commented on; the date plan's photo is a reaction of its own.
  test('hearts and comments go both ways live, and from the keyboard', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await createMemoryThroughApi(phoneA.context, { title: TITLE, memoryDate: '2024-08-15' });
    const a = phoneA.page;
    const b = phoneB.page;

    await test.step('B hearts and comments a memory; A sees the count and the comment arrive live, and replies', async () => {
      await openMemories(a);
      await openMemories(b);
      await markNoReload(a);
      const cardA = memoriesScreen(a).card(TITLE);
      const cardB = memoriesScreen(b).card(TITLE);

      // A heart from Bruno: Ana's card counts it without a reload.
      await reactionsOf(cardB, TITLE).heartOn.tap();
      await expect(reactionsOf(cardB, TITLE).heartOff).toHaveAttribute('aria-pressed', 'true');
      await expect(reactionsOf(cardA, TITLE).heartOn).toHaveText('1');
      // Ana's own heart makes two; taking it off, one again.
      await reactionsOf(cardA, TITLE).heartOn.tap();
      await expect(reactionsOf(cardA, TITLE).heartOff).toHaveText('2');
      await expect(reactionsOf(cardB, TITLE).heartOff).toHaveText('2');
      await reactionsOf(cardA, TITLE).heartOff.tap();
      await expect(reactionsOf(cardB, TITLE).heartOff).toHaveText('1');

      // Bruno comments; Ana's count and open thread follow live.
      await reactionsOf(cardA, TITLE).comments.tap();
      const sheetA = sheetOf(a);
      // The counter says the comment's limit (LIMITS.commentMax).
      await expect(sheetA.sheet.getByText('0/500', { exact: true })).toBeVisible();
      await expect(
        sheetA.sheet.getByText('Aún no hay comentarios. ¡Escribe el primero!'),
      ).toBeVisible();
      await expect(sheetA.sheet.getByText('A Bruno le encanta')).toBeVisible();

      await reactionsOf(cardB, TITLE).comments.tap();
      const sheetB = sheetOf(b);
      await sheetB.send.tap();
      await expect(sheetB.sheet.getByRole('alert')).toHaveText('Escribe un comentario');
      await sheetB.input.fill('El mejor día del verano');
      await sheetB.send.tap();
      await expect(sheetB.comment('El mejor día del verano')).toBeVisible();
      await expect(sheetB.input).toHaveValue('');

      const fromBruno = sheetA.comment('El mejor día del verano');
      await expect(fromBruno).toBeVisible();
      await expect(fromBruno).toContainText('Bruno');
      // Only its author may change it.
      await expect(fromBruno.getByRole('button', { name: 'Editar tu comentario' })).toHaveCount(0);

      // From the keyboard: Ctrl + Enter sends.
      await sheetA.input.fill('Y el atardecer más bonito 🧡');
      await sheetA.input.press('Control+Enter');
      await expect(sheetB.comment('Y el atardecer más bonito 🧡')).toBeVisible();

      // Bruno edits his comment, then deletes it; Ana's thread follows.
      const mine = sheetB.comment('El mejor día del verano');
      await mine.getByRole('button', { name: 'Editar tu comentario' }).tap();
      const editor = sheetB.sheet.getByRole('textbox', { name: 'Editar tu comentario' });
      await editor.fill('El mejor día del año');
      await sheetB.sheet.getByRole('button', { name: 'Guardar' }).tap();
      const edited = sheetA.comment('El mejor día del año');
      await expect(edited).toBeVisible();
      await expect(edited).toContainText('editado');

      await sheetB
        .comment('El mejor día del año')
        .getByRole('button', { name: 'Eliminar tu comentario' })
        .tap();
      await b.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).tap();
      await expect(sheetA.comment('El mejor día del año')).not.toBeAttached();
      await a.keyboard.press('Escape');
      await expect(reactionsOf(cardA, TITLE).comments).toHaveText('1');
      await expectNoReload(a);
    });

    await test.step('from the keyboard, editing (Escape cancels just the edit) or deleting a comment leaves the focus where the person is', async () => {
      // The same memory, opened afresh; Ana's reply of the step before stays in its thread.
      await openMemories(a);
      await reactionsOf(memoriesScreen(a).card(TITLE), TITLE).comments.click();
      const sheetA = sheetOf(a);
      await sheetA.input.fill('Primera versión');
      await sheetA.input.press('Control+Enter');
      const mine = sheetA.comment('Primera versión');
      const edit = mine.getByRole('button', { name: 'Editar tu comentario' });

      // Cancel, then Save: the focus comes back to "Editar", not to the top of the page.
      await edit.focus();
      await a.keyboard.press('Enter');
      const editor = sheetA.sheet.getByRole('textbox', { name: 'Editar tu comentario' });
      await expect(editor).toBeFocused();
      await sheetA.sheet.getByRole('button', { name: 'Cancelar' }).press('Enter');
      await expect(edit).toBeFocused();
      // Escape in the edit box cancels just the edit: the sheet stays, the text is as it was.
      await a.keyboard.press('Enter');
      await editor.fill('Un cambio que no quiero');
      await editor.press('Escape');
      await expect(editor).not.toBeAttached();
      await expect(sheetA.sheet).toBeVisible();
      await expect(mine).toBeVisible();
      await expect(edit).toBeFocused();
      await a.keyboard.press('Enter');
      await editor.fill('Segunda versión');
      await sheetA.sheet.getByRole('button', { name: 'Guardar' }).press('Enter');
      const saved = sheetA.comment('Segunda versión');
      await expect(saved).toContainText('editado');
      await expect(saved.getByRole('button', { name: 'Editar tu comentario' })).toBeFocused();

      // Deleted: its buttons are gone with it, so the focus goes to the comment box.
      await saved.getByRole('button', { name: 'Eliminar tu comentario' }).press('Enter');
      await a.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).press('Enter');
      await expect(saved).not.toBeAttached();
      await expect(sheetA.input).toBeFocused();
    });

    await test.step('a heart on a date-plan photo reaches the partner’s open plan live', async () => {
      await uploadPlanPhoto(phoneA.context, 1);
      const plan = /^#1 /;
      for (const page of [a, b]) {
        await page.goto('/date-plans');
        await expectScreenAt(page, '/date-plans');
        await page.getByRole('button', { name: plan }).first().tap();
        await expect(
          page.getByRole('dialog').getByRole('img', { name: /^Foto 1 de/ }),
        ).toBeVisible();
      }
      const photoTitle = /Foto 1 de «.+»/;
      const heartB = b.getByRole('button', {
        name: new RegExp(`^Dar un corazón a «${photoTitle.source}», `),
      });
      await heartB.tap();
      const heartA = a.getByRole('button', {
        name: new RegExp(`^Dar un corazón a «${photoTitle.source}», `),
      });
      await expect(heartA).toHaveText('1');
    });
  });
});
