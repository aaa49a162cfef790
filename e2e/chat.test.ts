import type { Page } from '@playwright/test';
import type { TChatPage } from '@shared/schemas/chat';
import {
  dashboardScreen,
  expectNoReload,
  linkedPartnersOnPhones,
  markNoReload,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectKeepingChanges, expectListening, expectScreenAt } from './support/screen';

/** The chat screen as a person sees it, by roles and Spanish words. */
function chatScreen(page: Page) {
  const thread = page.getByRole('list', { name: 'Vuestro chat' });
  return {
    thread,
    box: page.getByRole('textbox', { name: 'Tu mensaje' }),
    editBox: page.getByRole('textbox', { name: 'Editar tu mensaje' }),
    message: (text: string) => thread.getByRole('listitem').filter({ hasText: text }),
    /** The options of the first message with these words (a reply quoting it comes later). */
    optionsOf: (text: string) =>
      thread
        .getByRole('listitem')
        .filter({ hasText: text })
        .first()
        .getByRole('button', { name: 'Opciones del mensaje' }),
  };
}

async function openChat(page: Page) {
  await page.bringToFront();
  await page.goto('/chat');
  await expectScreenAt(page, '/chat');
  await expect(page.locator('html[data-chat-opened]')).toBeAttached();
  await expectListening(page);
}

/** Types a message and sends it with Enter, as on a phone's keyboard. */
async function write(page: Page, text: string) {
  const { box } = chatScreen(page);
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('vuestro chat between two partners', () => {
  test('live both ways: unread, Leído, escribiendo…, a quoted reply, a heart, an edit and a deletion', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    const chatA = chatScreen(a);
    const chatB = chatScreen(b);

    await test.step('A writes; B’s dashboard counts it unread, with the nav’s badge', async () => {
      await b.goto('/dashboard');
      await expectScreenAt(b, '/dashboard');
      await expectListening(b);
      await markNoReload(b);
      await openChat(a);
      await expect(a.getByText('Este es vuestro rincón')).toBeVisible();
      await write(a, '¿Cenamos juntos esta noche?');

      const card = b.getByRole('link', { name: /Vuestro chat/ });
      await expect(card).toContainText('1 sin leer');
      await expect(card).toContainText('¿Cenamos juntos esta noche?');
      const nav = dashboardScreen(b).nav.getByRole('link', { name: 'Chat, 1 mensaje sin leer' });
      await expect(nav).toBeVisible();
      await expectNoReload(b);
      // Seen on B's phone: A's message says so.
      await expect(chatA.message('¿Cenamos juntos esta noche?')).toContainText('Entregado');
      await nav.tap();
    });

    await test.step('B opens it and reads: A sees "Leído"; A types and B sees "escribiendo…"', async () => {
      await expectScreenAt(b, '/chat');
      await expect(b.locator('html[data-chat-opened]')).toBeAttached();
      await expect(b.getByText('Mensajes nuevos')).toBeVisible();
      await expect(chatB.message('¿Cenamos juntos esta noche?')).toBeVisible();
      await expect(chatA.message('¿Cenamos juntos esta noche?')).toContainText('Leído');

      await expectListening(b);
      await a.bringToFront();
      await chatA.box.pressSequentially('Hago ', { delay: 20 });
      await expect(b.getByText('Ana · escribiendo…')).toBeVisible();
      await chatA.box.pressSequentially('pasta', { delay: 20 });
      await chatA.box.press('Enter');
      await expect(chatB.message('Hago pasta')).toBeVisible();
      await expect(b.getByText('Ana · escribiendo…')).toBeHidden();
    });

    await test.step('B replies quoting A’s message and gives it a heart; A sees both live', async () => {
      await b.bringToFront();
      await chatB.optionsOf('¿Cenamos juntos esta noche?').tap();
      await b.getByRole('menuitem', { name: 'Responder' }).tap();
      await expect(b.getByText('Respondiendo a Ana')).toBeVisible();
      await write(b, '¡Sí! Llevo el vino 🍷');
      const reply = chatA.message('Llevo el vino');
      await expect(reply.getByRole('blockquote', { name: 'Cita de tu mensaje' })).toContainText(
        '¿Cenamos juntos esta noche?',
      );

      await chatB.optionsOf('Hago pasta').tap();
      await b.getByRole('menuitem', { name: 'Dar un corazón a este mensaje' }).tap();
      await expect(
        chatA.message('Hago pasta').getByRole('img', { name: 'A Bruno le encanta' }),
      ).toBeVisible();
    });

    await test.step('A edits and deletes its own messages; B’s screen follows', async () => {
      await a.bringToFront();
      await chatA.optionsOf('Hago pasta').tap();
      // Only one's own messages can be changed: B's reply has no "Editar".
      await a.getByRole('menuitem', { name: 'Editar' }).tap();
      await chatA.editBox.fill('Hago pasta al pesto 🌿');
      await chatA.editBox.press('Enter');
      await expect(chatB.message('Hago pasta al pesto 🌿')).toContainText('editado');

      await chatA.optionsOf('¿Cenamos juntos esta noche?').tap();
      await a.getByRole('menuitem', { name: 'Eliminar' }).tap();
      await a.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).tap();
      await expect(a.getByText('Mensaje eliminado')).toBeVisible();
      await expect(chatB.message('¿Cenamos juntos esta noche?')).toHaveCount(0);
      // B's reply stays, quoting nothing now.
      await expect(chatB.message('Llevo el vino').getByRole('blockquote')).toHaveCount(0);
      await chatB.optionsOf('Llevo el vino').tap();
      await expect(b.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
      await b.keyboard.press('Escape');
      await chatA.optionsOf('Llevo el vino').tap();
      await expect(a.getByRole('menuitem', { name: 'Responder' })).toBeVisible();
      await expect(a.getByRole('menuitem', { name: 'Editar' })).toHaveCount(0);
      await a.keyboard.press('Escape');
    });
  });

  test('a message written without a signal waits, then is sent once', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    await openChat(a);
    await openChat(phoneB.page);
    await a.bringToFront();
    await expectKeepingChanges(a);

    await phoneA.context.setOffline(true);
    await write(a, 'Escrito en el túnel 🚇');
    const waiting = chatScreen(a).message('Escrito en el túnel');
    await expect(waiting).toContainText('Se enviará cuando vuelvas a tener conexión');

    await phoneA.context.setOffline(false);
    await expect(waiting).not.toContainText('Se enviará cuando vuelvas a tener conexión');
    await expect(chatScreen(phoneB.page).message('Escrito en el túnel')).toHaveCount(1);
    await expect(chatScreen(a).message('Escrito en el túnel')).toHaveCount(1);
    const stored = await phoneB.context.request.get('/api/chat/messages');
    const page = (await stored.json()) as TChatPage;
    expect(page.items.filter((item) => item.text === 'Escrito en el túnel 🚇')).toHaveLength(1);
  });
});
