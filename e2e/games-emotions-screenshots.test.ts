import type { BrowserContext } from '@playwright/test';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

const QUIZ_OF_BRUNO = {
  q1: 'sleepIn',
  q2: 'mountains',
  q3: 'picnic',
  q4: 'time',
  q5: 'silentHug',
};

async function post(context: BrowserContext, path: string, data: unknown) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const response = await context.request.post(path, { data, headers: { 'x-time-zone': zone } });
  expect(response.status(), await response.text()).toBe(201);
}

// Pictures for people to look at (test-results/screenshots/): every games and emotions screen
// on a phone, in both themes.
test.describe('screenshots of the games and emotion screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      await post(phoneB.context, '/api/games/quiz', QUIZ_OF_BRUNO);
      for (const emotion of ['feliz', 'feliz', 'amoroso', 'tranquilo']) {
        await post(phoneB.context, '/api/emotions', { emotionType: emotion });
      }
      for (const emotion of ['emocionado', 'feliz', 'cansado', 'amoroso', 'amoroso']) {
        await post(phoneA.context, '/api/emotions', { emotionType: emotion });
      }
      const page = phoneA.page;

      await page.goto('/games');
      await expectScreenAt(page, '/games');
      await expect(page.getByRole('button', { name: /Más juegos pronto/ })).toBeVisible();
      await screenshot(page, `games-cards-${colorScheme}`);

      await page.getByRole('button', { name: /Test de compatibilidad/ }).tap();
      await expect(page.getByText('Pregunta 1 de 5')).toBeVisible();
      await screenshot(page, `games-quiz-question-${colorScheme}`);
      for (const answer of [
        'Dormir hasta tarde, entre abrazos',
        'Una playa tranquila con el sonido del mar',
        'Un pícnic al atardecer',
        'Tiempo de calidad, sin distracciones',
        'Un abrazo largo, sin palabras',
      ]) {
        await page.getByRole('button', { name: answer }).tap();
      }
      await expect(page.getByRole('heading', { name: 'Excelente conexión' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: /Notificaciones/ }).getByText('¡4 respuestas coinciden!'),
      ).not.toBeAttached();
      await screenshot(page, `games-quiz-result-${colorScheme}`);
      await page.getByRole('button', { name: 'Nueva ronda' }).tap();
      await expect(page.getByText('Ronda 2')).toBeVisible();
      await screenshot(page, `games-quiz-new-round-${colorScheme}`);

      for (const [card, name] of [
        [/Preguntas profundas/, 'deep-questions'],
        [/Ideas para citas/, 'date-ideas'],
        [/Retos románticos/, 'challenges'],
      ] as const) {
        await page.goto('/games');
        await page.getByRole('button', { name: card }).tap();
        await expect(page.getByRole('link', { name: 'Volver' })).toBeVisible();
        await screenshot(page, `games-${name}-${colorScheme}`);
      }
      await page.goto('/games?game=loveDice');
      await page.getByRole('button', { name: 'Generar actividad' }).tap();
      await expect(page.getByRole('button', { name: 'Generar otra' })).toBeVisible();
      await screenshot(page, `games-love-dice-${colorScheme}`);

      await page.goto('/emotion-jar');
      await expect(page.getByRole('button', { name: 'Eliminar Ilusión' })).toBeVisible();
      await screenshot(page, `emotion-jar-${colorScheme}`);

      await page.goto('/emotion-calendar');
      await expect(page.getByText('5 emociones registradas')).toBeVisible();
      await screenshot(page, `emotion-calendar-${colorScheme}`);
    });
  }
});
