import type { BrowserContext, Page } from '@playwright/test';
import esQuestions from '@shared/content/daily-questions/texts/es';
import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import { screenshot } from './support/browser';
import {
  dashboardScreen,
  expectNoReload,
  linkedPartnersOnPhones,
  markNoReload,
  toastText,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { expectScreenAt } from './support/screen';

const PAGO_PAGO = 'Pacific/Pago_Pago';

/** Today's question as the API gives it to this phone (or in `zone`), and its Spanish words. */
async function todayQuestion(
  context: BrowserContext,
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone,
) {
  const response = await context.request.get('/api/daily-questions/today', {
    headers: { 'x-time-zone': zone },
  });
  expect(response.status()).toBe(200);
  const today = (await response.json()) as TDailyQuestionToday;
  return { ...today, text: esQuestions[today.day.questionId] ?? '' };
}

async function answerThroughApi(context: BrowserContext, dayId: string, text: string) {
  const response = await context.request.put(`/api/daily-questions/${dayId}/answer`, {
    data: { answer: text },
    headers: { 'x-time-zone': PAGO_PAGO },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function answer(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(text);
  await page.getByRole('button', { name: 'Responder' }).tap();
  await expect(toastText(page, 'Respuesta guardada')).toBeVisible();
}

const ANA = 'Cuando bailamos descalzos en la cocina';
const BRUNO = 'La primera noche en Oporto';

test.describe('la pregunta del día with two partners', () => {
  test('A answers and B sees no answer; B answers and both see both, live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    const { text } = await todayQuestion(phoneA.context);

    // From the dashboard's card, the same question on both phones.
    await a.goto('/dashboard');
    const card = a.getByRole('region', { name: 'La pregunta del día' });
    await expect(card.getByText(text)).toBeVisible();
    await card.getByRole('link', { name: 'Responder' }).tap();
    await expectScreenAt(a, '/daily-question');
    await b.goto('/daily-question');
    for (const page of [a, b]) {
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
      await markNoReload(page);
    }

    await answer(a, ANA);
    await expect(a.getByText('Esperando a Bruno')).toBeVisible();
    // B learns, live, that Ana answered, and never what.
    await expect(b.getByText('Ana ya ha respondido', { exact: true })).toBeVisible();
    await expect(b.getByText('Su respuesta te espera: responde para verla')).toBeVisible();
    await expect(b.getByText(ANA)).not.toBeAttached();

    // Ana can still change hers, since Bruno has not answered.
    await a.getByRole('button', { name: 'Editar mi respuesta' }).tap();
    await a.getByRole('textbox', { name: 'Tu respuesta' }).fill(`${ANA} 💃`);
    await a.getByRole('button', { name: 'Guardar cambios' }).tap();
    await expect(a.getByText(`${ANA} 💃`)).toBeVisible();
    await expect(b.getByText(ANA)).not.toBeAttached();

    await answer(b, BRUNO);
    for (const page of [a, b]) {
      await expect(page.getByText('¡Habéis respondido los dos! 💞')).toBeVisible();
      await expect(page.getByText(`${ANA} 💃`)).toBeVisible();
      await expect(page.getByText(BRUNO)).toBeVisible();
      // Both answered: no one can change theirs any more.
      await expect(page.getByRole('button', { name: 'Editar mi respuesta' })).not.toBeAttached();
      await expectNoReload(page);
    }
    await expect(a.getByText('¡1 día respondiendo juntos!')).toBeVisible();

    // The dashboard says so too, and the Nosotros menu leads to the screen.
    await b.goto('/dashboard');
    const bCard = b.getByRole('region', { name: 'La pregunta del día' });
    await expect(bCard.getByText('¡Habéis respondido los dos! 💞')).toBeVisible();
    await dashboardScreen(b).navGroup('Nosotros').tap();
    await b
      .getByRole('dialog', { name: 'Nosotros' })
      .getByRole('link', { name: 'La pregunta del día' })
      .tap();
    await expectScreenAt(b, '/daily-question');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      const a = phoneA.page;
      const { text } = await todayQuestion(phoneA.context);
      await a.goto('/dashboard');
      await expect(
        a.getByRole('region', { name: 'La pregunta del día' }).getByText(text),
      ).toBeVisible();
      await screenshot(a, `daily-question-dashboard-${colorScheme}`);
      await a.goto('/daily-question');
      await expect(a.getByRole('heading', { name: text })).toBeVisible();
      await screenshot(a, `daily-question-empty-${colorScheme}`);
      await answer(a, ANA);
      await expect(a.getByText('Esperando a Bruno')).toBeVisible();
      await screenshot(a, `daily-question-waiting-${colorScheme}`);
      await phoneB.page.goto('/daily-question');
      await expect(phoneB.page.getByText('Ana ya ha respondido', { exact: true })).toBeVisible();
      await screenshot(phoneB.page, `daily-question-partner-first-${colorScheme}`);
      await answer(phoneB.page, BRUNO);
      await expect(a.getByText(BRUNO)).toBeVisible();
      await screenshot(a, `daily-question-both-${colorScheme}`);
    });

    test(`screenshot of the history in the ${colorScheme} theme`, {
      tag: '@screenshots',
    }, async () => {
      // Phones at UTC+14, and a day of the couple at UTC-11: always a day or two behind theirs.
      const { phoneA, phoneB } = await linkedPartnersOnPhones({
        colorScheme,
        timezoneId: 'Pacific/Kiritimati',
      });
      const past = await todayQuestion(phoneA.context, PAGO_PAGO);
      await answerThroughApi(phoneA.context, past.day.id, 'Tu risa cuando te hago cosquillas');
      await answerThroughApi(phoneB.context, past.day.id, 'Que me esperes con café');
      const a = phoneA.page;
      await a.goto('/daily-question');
      const history = a.getByRole('region', { name: 'Preguntas anteriores' });
      await expect(history.getByText('Que me esperes con café')).toBeVisible();
      await expect(history.getByRole('heading', { name: past.text })).toBeVisible();
      await screenshot(a, `daily-question-history-${colorScheme}`);
    });
  }
});
