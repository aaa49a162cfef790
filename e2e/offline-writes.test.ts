import type { BrowserContext, Page, Route } from '@playwright/test';
import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import type { TReactionThread } from '@shared/schemas/reactions';
import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { memoriesScreen, photoJpeg } from './support/memories';
import { expectKeepingChanges, expectScreenAt } from './support/screen';

// What this file proves is the service worker's: its phones run it (fixtures.ts).
test.use({ withServiceWorker: true });

/** The exact words of the spec for a change kept to be sent later. */
const WILL_SEND = 'Se enviará cuando vuelvas a tener conexión';
const DINNER = 'Cena a la luz de las velas en casa';
const PICNIC = 'Pícnic en el parque';

/** A toast: the same words may also be on a card. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').getByText(text);

const waitingButton = (page: Page) =>
  page.getByRole('button', { name: /cambios? (por enviar|no enviados?)$/ });

async function open(page: Page, path: string) {
  await page.bringToFront();
  await page.goto(path);
  await expectScreenAt(page, path);
  await expectKeepingChanges(page);
}

/** What the server holds, read as the partner: the database's word, not a screen's. */
async function serverList<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const titled = (items: Array<{ title: string }>, title: string) =>
  items.filter((item) => item.title === title).length;

// One couple's day with a bad signal, on one pair of phones: each step starts from where the
// last one left Ana's phone (every change sent), so a step's counts are its own.
test('changes made without a signal show at once, wait, and reach the partner in order and once', async () => {
  const { phoneA, phoneB } = await linkedPartnersOnPhones();
  const started = await phoneA.context.request.post('/api/date-plans/1/start');
  expect(started.ok(), await started.text()).toBe(true);
  // One tab per screen, as a person switching apps; each loaded once online.
  const [jar, goals, calendar, memories, plans] = await Promise.all(
    Array.from({ length: 5 }, () => phoneA.context.newPage()),
  );
  if (!jar || !goals || !calendar || !memories || !plans) throw new Error('no tabs');
  await phoneA.page.close();
  await open(jar, '/emotion-jar');
  await open(goals, '/bucket-list');
  await open(calendar, '/calendar');
  await open(memories, '/memories');
  await open(plans, '/date-plans');
  await plans.getByRole('button', { name: new RegExp(`^#1 .*${DINNER}`) }).tap();
  const planDialog = plans.getByRole('dialog', { name: DINNER });
  await expect(planDialog.getByLabel('¿Qué tal fue?')).toBeVisible();
  // The partner watches two screens.
  const goalsOfB = phoneB.page;
  const memoriesOfB = await phoneB.context.newPage();
  await open(goalsOfB, '/bucket-list');
  await open(memoriesOfB, '/memories');
  const screen = memoriesScreen(memories);
  const card = screen.card(PICNIC);
  const mine = jar.getByRole('region', { name: 'Mis emociones de hoy' });

  await test.step('offline, changes across five features show at once and wait', async () => {
    await phoneA.context.setOffline(true);
    // A person switches apps: the tab in use is the one in front (a tab behind draws no frames).
    await jar.bringToFront();
    await jar.getByRole('button', { name: 'Añadir Alegría' }).tap();
    await expect(toast(jar, WILL_SEND)).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Eliminar Alegría' })).toBeVisible();
    await expect(waitingButton(jar)).toHaveText('1 cambio por enviar');
    // Taken out again, still offline: both changes wait, in order.
    await jar.getByRole('button', { name: 'Añadir Calma' }).tap();
    await mine.getByRole('button', { name: 'Eliminar Calma' }).tap();
    await expect(mine.getByRole('button', { name: 'Eliminar Calma' })).not.toBeAttached();
    await expect(waitingButton(jar)).toHaveText('3 cambios por enviar');

    await goals.bringToFront();
    await goals.getByRole('button', { name: 'Nueva' }).first().tap();
    const goalDialog = goals.getByRole('dialog', { name: 'Crear meta' });
    await goalDialog.getByLabel('Título').fill('Ver la aurora boreal');
    await goalDialog.getByRole('button', { name: 'Añadir meta' }).tap();
    const goal = goals.getByRole('article', { name: 'Ver la aurora boreal' });
    await expect(goal.getByText(WILL_SEND)).toBeVisible();
    // Completed before it ever reached the server: sent after it, under its real id.
    await goal.getByRole('checkbox', { name: 'Ver la aurora boreal' }).tap();
    await expect(
      goals
        .getByRole('region', { name: /^Completadas/ })
        .getByRole('checkbox', { name: 'Ver la aurora boreal' }),
    ).toBeChecked();

    await calendar.bringToFront();
    await calendar.getByRole('button', { name: 'Nuevo' }).tap();
    const eventDialog = calendar.getByRole('dialog', { name: 'Crear evento' });
    await eventDialog.getByLabel('Título').fill('Cena en el italiano');
    await eventDialog.getByRole('button', { name: 'Crear evento' }).tap();
    await expect(eventDialog).not.toBeAttached();

    await memories.bringToFront();
    await screen.newButton.tap();
    await screen.titleField.fill(PICNIC);
    const chooser = memories.waitForEvent('filechooser');
    await screen.chooseImage.click();
    await (await chooser).setFiles({
      name: 'picnic.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(),
    });
    await expect(screen.preview).toBeVisible();
    await screen.saveButton.tap();
    await expect(card.getByText(WILL_SEND)).toBeVisible();
    // Its photo shows from the device, without a request.
    await expect(card.locator('img')).toHaveAttribute('src', /^blob:/);

    await plans.bringToFront();
    await planDialog.getByLabel('¿Qué tal fue?').fill('Risotto y baile en la cocina.');
    await planDialog.getByRole('radio', { name: '4 de 5 estrellas' }).tap();
    await planDialog.getByRole('button', { name: 'Guardar experiencia' }).tap();
    await expect(planDialog.getByText(WILL_SEND)).toBeVisible();

    // Every tab knows every waiting change of the device.
    for (const tab of [jar, goals, calendar, memories]) {
      await expect(waitingButton(tab)).toHaveText('8 cambios por enviar');
    }
    await expect(
      goalsOfB.getByRole('article', { name: 'Ver la aurora boreal' }),
    ).not.toBeAttached();
  });

  await test.step('back online, each reaches the partner once, in order', async () => {
    await phoneA.context.setOffline(false);
    // The partner's open screens follow, live.
    await expect(
      goalsOfB
        .getByRole('region', { name: /^Completadas/ })
        .getByRole('checkbox', { name: 'Ver la aurora boreal' }),
    ).toBeChecked();
    await expect(memoriesScreen(memoriesOfB).card(PICNIC)).toBeVisible();
    await expect(memoriesScreen(memoriesOfB).card(PICNIC).locator('img')).toBeVisible();
    for (const tab of [jar, goals, calendar, memories, plans]) {
      await expect(waitingButton(tab)).not.toBeAttached();
    }
    await expect(card.getByText(WILL_SEND)).not.toBeAttached();
    await expect(mine.getByRole('button', { name: 'Eliminar Alegría' })).toHaveCount(1);

    // Each change is in the database exactly once; the emotion taken out again is not.
    const today = await serverList<{ partner: Array<{ emotionType: string }> }>(
      phoneB.context,
      '/api/emotions/today',
    );
    expect(today.partner.map((emotion) => emotion.emotionType)).toEqual(['feliz']);
    const goalsStored = await serverList<Array<{ title: string; completed: boolean }>>(
      phoneB.context,
      '/api/bucket-list',
    );
    expect(goalsStored.filter((item) => item.title === 'Ver la aurora boreal')).toEqual([
      expect.objectContaining({ completed: true }),
    ]);
    expect(titled(await serverList(phoneB.context, '/api/events'), 'Cena en el italiano')).toBe(1);
    const memoryPage = await serverList<{ items: Array<{ title: string; imageUrl: string }> }>(
      phoneB.context,
      '/api/memories',
    );
    expect(titled(memoryPage.items, PICNIC)).toBe(1);
    expect(memoryPage.items[0]?.imageUrl).toBeTruthy();
    const planList = await serverList<{ plans: Array<{ planNumber: number; rating: number }> }>(
      phoneB.context,
      '/api/date-plans',
    );
    expect(planList.plans.find((plan) => plan.planNumber === 1)?.rating).toBe(4);
  });

  const { items } = await serverList<{ items: Array<{ id: string; title: string }> }>(
    phoneB.context,
    '/api/memories',
  );
  const picnicId = items.find((item) => item.title === PICNIC)?.id;

  await test.step("the day's answer and a comment written in a tunnel wait, show at once and arrive once", async () => {
    const answerTab = jar;
    await open(answerTab, '/daily-question');
    // The thread was opened once with a signal, so it is on the phone.
    await memories.bringToFront();
    await memories
      .getByRole('button', { name: new RegExp(`^Corazones y comentarios de «${PICNIC}»`) })
      .tap();
    const sheet = memories.getByRole('dialog', { name: 'Corazones y comentarios' });
    await expect(sheet.getByText('Aún no hay comentarios. ¡Escribe el primero!')).toBeVisible();

    await phoneA.context.setOffline(true);
    await sheet.getByRole('textbox', { name: 'Tu comentario' }).fill('Volvemos en verano');
    await sheet.getByRole('button', { name: 'Enviar' }).tap();
    const comment = sheet.getByRole('listitem').filter({ hasText: 'Volvemos en verano' });
    await expect(comment.getByText(WILL_SEND)).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Tu comentario' })).toHaveValue('');
    await screenshot(memories, 'offline-comment-waiting', { fullPage: false });

    await answerTab.bringToFront();
    await answerTab.getByRole('textbox', { name: 'Tu respuesta' }).fill('El faro, al atardecer');
    await answerTab.getByRole('button', { name: 'Responder' }).tap();
    await expect(answerTab.getByText('El faro, al atardecer')).toBeVisible();
    await expect(answerTab.getByText(WILL_SEND).first()).toBeVisible();
    await expect(waitingButton(answerTab)).toHaveText('2 cambios por enviar');
    await screenshot(answerTab, 'offline-daily-answer-waiting');

    // Back online: both go, once each, and the marks leave.
    await phoneA.context.setOffline(false);
    await expect(answerTab.getByText(WILL_SEND)).toHaveCount(0, { timeout: 15_000 });
    await expect(comment.getByText(WILL_SEND)).toHaveCount(0);
    const thread = await serverList<TReactionThread>(
      phoneB.context,
      `/api/reactions/memory/${picnicId}`,
    );
    expect(thread.comments.map((each) => each.text)).toEqual(['Volvemos en verano']);
    const today = await serverList<TDailyQuestionToday>(
      phoneA.context,
      '/api/daily-questions/today',
    );
    expect(today.day.mine?.answer).toBe('El faro, al atardecer');
    await memories.keyboard.press('Escape');
    await expect(sheet).not.toBeAttached();
  });

  // From here on one tab: what a refused change says, and what closing the app keeps.
  await Promise.all([jar, goals, calendar, plans].map((tab) => tab.close()));
  const a = memories;
  await a.bringToFront();

  await test.step('a change the server refuses on replay is shown with its reason, to retry or discard', async () => {
    const edited = `${PICNIC} de El Retiro`;
    await card.getByRole('button', { name: 'Editar' }).tap();
    await phoneA.context.setOffline(true);
    await screen.titleField.fill(edited);
    await screen.saveButton.tap();
    await expect(screen.card(edited).getByText(WILL_SEND)).toBeVisible();

    // Meanwhile the partner deletes that memory.
    const removed = await phoneB.context.request.delete(`/api/memories/${picnicId}`);
    expect(removed.status()).toBe(204);

    await phoneA.context.setOffline(false);
    await expect(
      toast(a, 'No se pudo enviar «Recuerdo editado»: Ese recuerdo ya no existe'),
    ).toBeVisible();
    await expect(waitingButton(a)).toHaveText('1 cambio no enviado');
    await expect(screen.card(edited)).not.toBeAttached();

    await waitingButton(a).tap();
    const sheet = a.getByRole('dialog', { name: 'Cambios por enviar' });
    const change = sheet.getByRole('listitem');
    await expect(change).toContainText(`Recuerdo editado: ${edited}`);
    await expect(change).toContainText('Ese recuerdo ya no existe');
    // Keyboard: Retry is reachable and says what it retries; the server still refuses.
    const retry = sheet.getByRole('button', { name: `Reintentar: Recuerdo editado: ${edited}` });
    await retry.focus();
    await a.keyboard.press('Enter');
    await expect(toast(a, /Ese recuerdo ya no existe/)).toHaveCount(2);
    await expect(change).toContainText('Ese recuerdo ya no existe');

    await sheet.getByRole('button', { name: /^Descartar: Recuerdo editado/ }).tap();
    await expect(sheet.getByText('Todo enviado.')).toBeVisible();
    await a.keyboard.press('Escape');
    await expect(waitingButton(a)).not.toBeAttached();
  });

  await test.step('closing and reopening the app keeps the waiting changes, sent once the network answers', async () => {
    await open(a, '/bucket-list');
    // The phone says it is online, but no write gets through (a captive portal, a dead link):
    // the change fails for lack of network and is kept.
    const noWrites = (route: Route) =>
      route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected');
    await phoneA.context.route('**/api/bucket-list**', noWrites);

    await a.getByRole('button', { name: 'Nueva' }).first().tap();
    const dialog = a.getByRole('dialog', { name: 'Crear meta' });
    await dialog.getByLabel('Título').fill('Bañarnos en el Atlántico');
    await dialog.getByRole('button', { name: 'Añadir meta' }).tap();
    await expect(toast(a, WILL_SEND)).toBeVisible();
    const goal = a.getByRole('article', { name: 'Bañarnos en el Atlántico' });
    await expect(goal.getByText(WILL_SEND)).toBeVisible();

    await a.reload();
    await expect(goal.getByText(WILL_SEND)).toBeVisible();
    await expect(waitingButton(a)).toHaveText('1 cambio por enviar');
    // The app closed altogether (its last tab), and opened again.
    await a.close();
    const reopened = await phoneA.context.newPage();
    await open(reopened, '/bucket-list');
    const again = reopened.getByRole('article', { name: 'Bañarnos en el Atlántico' });
    await expect(again.getByText(WILL_SEND)).toBeVisible();

    // Signing out now would take it with the device's data: the confirmation says so.
    await open(reopened, '/profile');
    await reopened.getByRole('button', { name: 'Cerrar sesión', exact: true }).tap();
    const confirm = reopened.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await expect(confirm).toContainText(
      'Tienes 1 cambio sin enviar. Si cierras sesión ahora, se perderá.',
    );
    await confirm.getByRole('button', { name: 'Cancelar' }).tap();
    await open(reopened, '/bucket-list');
    await expect(again.getByText(WILL_SEND)).toBeVisible();

    await phoneA.context.unroute('**/api/bucket-list**', noWrites);
    await reopened.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(again.getByText(WILL_SEND)).not.toBeAttached();
    await goalsOfB.bringToFront();
    await expect(goalsOfB.getByRole('article', { name: 'Bañarnos en el Atlántico' })).toBeVisible();
    const stored = await serverList<Array<{ title: string }>>(phoneB.context, '/api/bucket-list');
    expect(titled(stored, 'Bañarnos en el Atlántico')).toBe(1);
  });
});
