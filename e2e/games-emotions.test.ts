import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { describeInBrowser } from './support/browser';
import { linkedPartnersOnPhones, toastText } from './support/couples';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';

const ANA_ANSWERS = [
  'Dormir hasta tarde, abrazados',
  'Una playa tranquila con el sonido del mar',
  'Un pícnic al atardecer',
  'Tiempo de calidad, sin distracciones',
  'Un abrazo largo, sin palabras',
];
// Bruno differs on the trip and on the hard day: 3 of 5 alike.
const BRUNO_ANSWERS = [
  'Dormir hasta tarde, abrazados',
  'Una cabaña en la montaña',
  'Un pícnic al atardecer',
  'Tiempo de calidad, sin distracciones',
  'Hablarlo y sentirme escuchado',
];

async function takeQuiz(page: Page, answers: string[]) {
  await page.goto('/games');
  await expectScreenAt(page, '/games');
  await page.getByRole('button', { name: /Test de compatibilidad/ }).tap();
  for (const [index, answer] of answers.entries()) {
    await expectVisible(page.getByText(`Pregunta ${index + 1} de 5`));
    await page.getByRole('button', { name: answer }).tap();
  }
}

describeInBrowser('games and emotions with two partners', () => {
  it('both take the quiz and see the same score, the first one live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;

    await takeQuiz(a, ANA_ANSWERS);
    await expectVisible(a.getByText('Esperando a que tu pareja complete el test...'));

    await takeQuiz(b, BRUNO_ANSWERS);
    for (const page of [b, a]) {
      await expectVisible(page.getByRole('heading', { name: 'Buena compatibilidad' }));
      await expectVisible(page.getByText('60% de compatibilidad'));
      await expectVisible(
        page.getByRole('region', { name: /Notificaciones/ }).getByText('¡3 respuestas coinciden!'),
      );
    }

    // Trying again starts over; back returns to the cards.
    await a.getByRole('button', { name: 'Volver a intentar' }).tap();
    await expectVisible(a.getByText('Pregunta 1 de 5'));
    await a.getByRole('link', { name: 'Volver' }).tap();
    await expectVisible(a.getByRole('button', { name: /Dado del amor/ }));
  });

  it('A adds an emotion, B sees it appear, and the calendar marks both on today', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    await a.goto('/emotion-jar');
    await b.goto('/emotion-jar');
    const partnerPanelOfB = b.getByRole('region', { name: 'Emociones de tu pareja hoy' });
    await expectVisible(partnerPanelOfB.getByText('Tu pareja todavía no ha añadido emociones hoy'));

    await a.getByRole('button', { name: 'Añadir Feliz' }).tap();
    await expectVisible(toastText(a, 'Emoción agregada al frasco'));
    await expectVisible(partnerPanelOfB.getByText('Feliz'));
    // B cannot remove it: in B's jar it is not a button.
    await expectAbsent(b.getByRole('button', { name: 'Eliminar Feliz' }));

    await b.getByRole('button', { name: 'Añadir Amoroso' }).tap();
    await expectVisible(
      a.getByRole('region', { name: 'Emociones de tu pareja hoy' }).getByText('Amoroso'),
    );

    await a.getByRole('link', { name: 'Calendario emocional' }).tap();
    await expectScreenAt(a, '/emotion-calendar');
    await expectVisible(
      a.getByRole('button', { name: /tus emociones, emociones de tu pareja$/, pressed: true }),
    );
    await expectVisible(a.getByText('1 emoción registrada').first());
    await expectVisible(
      a.getByRole('button', { name: 'Mes siguiente' }).and(a.locator(':disabled')),
    );

    // Back to the jar, where A takes the emotion out again.
    await a.getByRole('link', { name: 'Volver' }).tap();
    await expectScreenAt(a, '/emotion-jar');
    await a.getByRole('button', { name: 'Eliminar Feliz' }).tap();
    await expectVisible(toastText(a, 'Emoción eliminada'));
    await expectVisible(partnerPanelOfB.getByText('Tu pareja todavía no ha añadido emociones hoy'));
  });
});
