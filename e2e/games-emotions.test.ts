import type { Page } from '@playwright/test';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

const ANA_ANSWERS = [
  'Dormir hasta tarde, entre abrazos',
  'Una playa tranquila con el sonido del mar',
  'Un pícnic al atardecer',
  'Tiempo de calidad, sin distracciones',
  'Un abrazo largo, sin palabras',
];
// Bruno differs on the trip and on the hard day: 3 of 5 alike.
const BRUNO_ANSWERS = [
  'Dormir hasta tarde, entre abrazos',
  'Una cabaña en la montaña',
  'Un pícnic al atardecer',
  'Tiempo de calidad, sin distracciones',
  'Hablarlo y sentir que me escuchan',
];

async function takeQuiz(page: Page, answers: string[]) {
  await page.goto('/games');
  await expectScreenAt(page, '/games');
  await page.getByRole('button', { name: /Test de compatibilidad/ }).tap();
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(`Pregunta ${index + 1} de 5`)).toBeVisible();
    await page.getByRole('button', { name: answer }).tap();
  }
}

test.describe('games and emotions with two partners', () => {
  // One couple: the quiz writes no emotion, so the jar is still empty for the second step.
  test('the couple plays the quiz and fills the emotion jar, each phone following live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;

    await test.step('both take the quiz and see the same score, the first one live', async () => {
      await takeQuiz(a, ANA_ANSWERS);
      await expect(a.getByText('Esperando a que tu pareja complete el test...')).toBeVisible();

      await takeQuiz(b, BRUNO_ANSWERS);
      for (const page of [b, a]) {
        await expect(page.getByRole('heading', { name: 'Buena compatibilidad' })).toBeVisible();
        await expect(page.getByText('60% de compatibilidad')).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: /Notificaciones/ })
            .getByText('¡3 respuestas coinciden!'),
        ).toBeVisible();
      }

      // Answers are final: nothing offers to answer this round again. A new round is for both,
      // and reaches the partner's screen live.
      await expect(a.getByText('Esperando a que tu pareja complete el test...')).not.toBeVisible();
      await a.getByRole('button', { name: 'Nueva ronda' }).tap();
      for (const page of [a, b]) {
        await expect(page.getByText('Ronda 2')).toBeVisible();
        await expect(page.getByText('Pregunta 1 de 5')).toBeVisible();
      }
      await a.getByRole('link', { name: 'Volver' }).tap();
      await expect(a.getByRole('button', { name: /Dado del amor/ })).toBeVisible();
    });

    await test.step('A adds an emotion, B sees it appear, and the calendar marks both on today', async () => {
      await a.goto('/emotion-jar');
      await b.goto('/emotion-jar');
      const partnerPanelOfB = b.getByRole('region', { name: 'Emociones de tu pareja hoy' });
      await expect(
        partnerPanelOfB.getByText('Tu pareja todavía no ha añadido emociones hoy'),
      ).toBeVisible();

      await a.getByRole('button', { name: 'Añadir Alegría' }).tap();
      await expect(toastText(a, 'Emoción agregada al frasco')).toBeVisible();
      await expect(partnerPanelOfB.getByText('Alegría')).toBeVisible();
      // B cannot remove it: in B's jar it is not a button.
      await expect(b.getByRole('button', { name: 'Eliminar Alegría' })).not.toBeAttached();

      await b.getByRole('button', { name: 'Añadir Amor' }).tap();
      await expect(
        a.getByRole('region', { name: 'Emociones de tu pareja hoy' }).getByText('Amor'),
      ).toBeVisible();

      await a.getByRole('link', { name: 'Calendario emocional' }).tap();
      await expectScreenAt(a, '/emotion-calendar');
      await expect(
        a.getByRole('button', { name: /tus emociones, emociones de tu pareja$/, pressed: true }),
      ).toBeVisible();
      await expect(a.getByText('1 emoción registrada').first()).toBeVisible();
      await expect(
        a.getByRole('button', { name: 'Mes siguiente' }).and(a.locator(':disabled')),
      ).toBeVisible();

      // Back to the jar, where A takes the emotion out again.
      await a.getByRole('link', { name: 'Volver' }).tap();
      await expectScreenAt(a, '/emotion-jar');
      await a.getByRole('button', { name: 'Eliminar Alegría' }).tap();
      await expect(toastText(a, 'Emoción eliminada')).toBeVisible();
      await expect(
        partnerPanelOfB.getByText('Tu pareja todavía no ha añadido emociones hoy'),
      ).toBeVisible();
    });
  });
});
