import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, photoJpeg } from './support/memories';
import { expectListening, expectScreenAt } from './support/screen';

const TITLE = 'Atardecer en Cádiz';

async function memoryIdOf(page: Page, title: string): Promise<string> {
  const response = await page.context().request.get('/api/memories');
  const page1 = (await response.json()) as { items: { id: string; title: string }[] };
  return page1.items.find((item) => item.title === title)?.id ?? '';
}

// Pictures for people to look at (test-results/screenshots/), in both themes on a phone.
test.describe('screenshots of pienso en ti, hearts and comments', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      const a = phoneA.page;
      const b = phoneB.page;
      await createMemoryThroughApi(
        phoneA.context,
        { title: TITLE, description: 'Paseo por la Caleta', memoryDate: '2024-08-15' },
        await photoJpeg(800, 600, 20),
      );
      await createMemoryThroughApi(phoneB.context, {
        title: 'Nuestra primera cena',
        memoryDate: '2023-02-14',
      });
      const id = await memoryIdOf(a, TITLE);
      await phoneB.context.request.put(`/api/reactions/memory/${id}/heart`);
      await phoneA.context.request.put(`/api/reactions/memory/${id}/heart`);
      for (const [context, text] of [
        [phoneB.context, '¡El mejor día del verano! Repetimos el año que viene 🧡'],
        [phoneA.context, 'Y el atardecer más bonito que he visto nunca'],
        [phoneB.context, 'Te quiero ❤️'],
      ] as const) {
        await context.request.post(`/api/reactions/memory/${id}/comments`, { data: { text } });
      }
      await phoneB.context.request.post('/api/affection');

      await a.goto('/dashboard');
      await expectScreenAt(a, '/dashboard');
      const card = a.getByRole('region', { name: 'Pienso en ti' });
      await expect(card.getByText('Bruno ha pensado en ti 1 vez hoy')).toBeVisible();
      await card.getByRole('button', { name: /^Enviar un «pienso en ti» a Bruno$/ }).tap();
      await expect(card.getByText('Tú hoy: 1', { exact: true })).toBeVisible();
      await a.evaluate(() => window.scrollTo(0, 0));
      await screenshot(a, `affection-dashboard-${colorScheme}`, { fullPage: false });

      // The heart arriving on Bruno's memories screen; standing still (reduced motion), since a
      // screenshot finishes animations, and this one ends faded out.
      await b.emulateMedia({ reducedMotion: 'reduce' });
      await b.goto('/memories');
      await expectScreenAt(b, '/memories');
      await expect(b.getByRole('article', { name: TITLE })).toBeVisible();
      await expectListening(b);
      await phoneA.context.request.post('/api/affection');
      const heart = b.getByTestId('live-heart');
      await expect(heart).toBeVisible();
      await screenshot(b, `affection-live-heart-${colorScheme}`, { fullPage: false });

      await a.goto('/memories');
      await expect(a.getByRole('article', { name: TITLE })).toBeVisible();
      await screenshot(a, `reactions-memory-cards-${colorScheme}`, { fullPage: false });
      await a
        .getByRole('button', { name: new RegExp(`^Corazones y comentarios de «${TITLE}»`) })
        .tap();
      const sheet = a.getByRole('dialog', { name: 'Corazones y comentarios' });
      await expect(sheet.getByText('Te quiero ❤️')).toBeVisible();
      await sheet.getByRole('textbox', { name: 'Tu comentario' }).fill('Contigo, siempre');
      await screenshot(a, `reactions-sheet-${colorScheme}`, { fullPage: false });
      await a.keyboard.press('Escape');

      // Plan photos with their hearts and comments.
      const buffer = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#f59e0b' },
      })
        .jpeg()
        .toBuffer();
      for (const name of ['cena.jpg', 'velas.jpg']) {
        await phoneA.context.request.post('/api/date-plans/1/photos', {
          multipart: { file: { name, mimeType: 'image/jpeg', buffer } },
        });
      }
      await a.goto('/date-plans');
      await expectScreenAt(a, '/date-plans');
      await a.getByRole('button', { name: /^#1 / }).first().tap();
      const plan = a.getByRole('dialog');
      await expect(plan.getByRole('img', { name: /^Foto 2 de/ })).toBeVisible();
      await plan.getByRole('button', { name: /^Dar un corazón a «Foto 1 de/ }).tap();
      await plan.getByRole('heading', { name: 'Fotos' }).scrollIntoViewIfNeeded();
      await screenshot(a, `reactions-plan-photos-${colorScheme}`, { fullPage: false });
    });
  }
});
