import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TChatMessage } from '@shared/schemas/chat';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { photoJpeg } from './support/memories';
import { expectScreenAt } from './support/screen';

async function say(request: APIRequestContext, text: string, replyToId?: string) {
  const response = await request.post('/api/chat/messages', {
    data: replyToId ? { text, replyToId } : { text },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TChatMessage;
}

async function openChat(page: Page) {
  await page.goto('/chat');
  await expectScreenAt(page, '/chat');
  await expect(page.locator('html[data-chat-opened]')).toBeAttached();
}

// Pictures for people to look at (test-results/screenshots/), in both themes on a phone, at
// 390 and 320 px: a conversation with a photo, a quoted reply, hearts and an edit.
test.describe('screenshots of the chat', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      const a = phoneA.context.request;
      const b = phoneB.context.request;
      const morning = await say(b, 'Buenos días, dormilona ☀️');
      await say(a, 'Mmm… cinco minutos más 😴');
      const photo = await phoneB.context.request.post('/api/chat/messages', {
        multipart: {
          text: 'Mira lo que he encontrado en el mercado 🌷',
          file: {
            name: 'flores.jpg',
            mimeType: 'image/jpeg',
            buffer: await photoJpeg(900, 700, 330),
          },
        },
      });
      expect(photo.status(), await photo.text()).toBe(201);
      const flowers = (await photo.json()) as TChatMessage;
      await a.put(`/api/chat/messages/${flowers.id}/heart`);
      const dinner = await say(a, '¡Qué bonitas! ¿Cenamos juntos esta noche?', flowers.id);
      await b.put(`/api/chat/messages/${dinner.id}/heart`);
      await say(b, 'Claro que sí. Yo llevo el vino 🍷 y tú pones la música', dinner.id);
      const voice = await phoneB.context.request.post('/api/chat/messages', {
        multipart: {
          voice: {
            name: 'voz.webm',
            mimeType: 'audio/webm',
            buffer: readFileSync(path.resolve('test/fixtures/voice-opus.webm')),
          },
        },
      });
      expect(voice.status(), await voice.text()).toBe(201);
      const late = await say(a, 'Te quierp');
      await a.patch(`/api/chat/messages/${late.id}`, { data: { text: 'Te quiero ❤️' } });
      await b.post('/api/chat/marks', { data: { read: late.id } });
      await b.put(`/api/chat/messages/${morning.id}/heart`);

      const page = phoneA.page;
      await openChat(page);
      await expect(page.getByText('Leído')).toBeVisible();
      await screenshot(page, `chat-thread-390-${colorScheme}`, { fullPage: false });
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Yo llevo el vino' })
        .getByRole('button', { name: 'Opciones del mensaje' })
        .tap();
      await page.getByRole('menuitem', { name: 'Responder' }).tap();
      await page
        .getByRole('textbox', { name: 'Tu mensaje' })
        .fill('Perfecto, te espero a las nueve');
      await screenshot(page, `chat-reply-390-${colorScheme}`, { fullPage: false });
      await page.setViewportSize({ width: 320, height: 640 });
      await screenshot(page, `chat-reply-320-${colorScheme}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Tu mensaje' }).fill('');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, `chat-thread-320-${colorScheme}`, { fullPage: false });

      // Bruno's dashboard: the card and the bar's badge count what he has not read.
      await say(a, 'Por cierto, ¡no te olvides del pan! 🥖');
      const other = phoneB.page;
      await other.goto('/dashboard');
      await expectScreenAt(other, '/dashboard');
      const card = other.getByRole('link', { name: /Vuestro chat/ });
      await expect(card).toContainText('1 sin leer');
      await card.scrollIntoViewIfNeeded();
      await screenshot(other, `chat-dashboard-card-390-${colorScheme}`, { fullPage: false });
      await other.setViewportSize({ width: 320, height: 640 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(other, `chat-dashboard-card-320-${colorScheme}`, { fullPage: false });

      // An empty thread, as a new couple first sees it.
      const fresh = await linkedPartnersOnPhones({ colorScheme });
      await openChat(fresh.phoneA.page);
      await screenshot(fresh.phoneA.page, `chat-empty-390-${colorScheme}`, { fullPage: false });
    });
  }
});
