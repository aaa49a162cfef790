import { expect, it } from 'vitest';
import { describeInBrowser } from './support/browser';
import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { fullSpanishDate, localToday } from './support/plans';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';

describeInBrowser('the calendar, shared live by two partners', () => {
  it('an event created by A shows a dot on its day, for A and live for B', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    const today = localToday();
    for (const page of [a, b]) {
      await page.goto('/calendar');
      await expectScreenAt(page, '/calendar');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Calendario' }));
      await expectVisible(page.getByText('Momentos especiales juntos'));
      // The selected day is today, with nothing on it yet.
      await expectVisible(page.getByText('No hay eventos en esta fecha'));
      await markNoReload(page);
    }
    const todayButton = (page: typeof a) =>
      page.getByRole('button', { name: fullSpanishDate(today), exact: true });
    expect(await todayButton(a).getAttribute('aria-pressed')).toBe('true');

    await a.getByRole('button', { name: 'Nuevo' }).tap();
    const dialog = a.getByRole('dialog', { name: 'Crear evento' });
    await expectVisible(dialog);
    // The date starts on the selected day and the type on Plan.
    expect(await dialog.getByLabel('Fecha').inputValue()).toBe(today);
    expect(await dialog.getByRole('radio', { name: 'Plan' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByLabel('Título').fill('');
    await dialog.getByRole('button', { name: 'Crear evento' }).tap();
    await expectVisible(dialog.getByText('El título es requerido'));
    await dialog.getByLabel('Título').fill('Cena en el italiano');
    await dialog.getByRole('button', { name: 'Crear evento' }).tap();
    await expectVisible(toastText(a, 'Evento creado con éxito'));

    for (const page of [a, b]) {
      const withDot = page.getByRole('button', {
        name: `${fullSpanishDate(today)}, 1 evento`,
        exact: true,
      });
      await expectVisible(withDot);
      expect(await withDot.locator('[data-event-type="plan"]').count()).toBe(1);
      await expectVisible(page.getByRole('article', { name: 'Cena en el italiano' }));
    }
    await expectNoReload(b);

    // The type filter applies to the grid and to the day's list.
    await b.getByRole('combobox', { name: 'Filtrar por tipo' }).tap();
    await b.getByRole('option', { name: 'Intimidad' }).tap();
    await expectVisible(b.getByText('No hay eventos en esta fecha'));
    await expectVisible(todayButton(b));

    // The list view: the event under Próximos with its date in Spanish; another type is empty.
    await b.getByRole('tab', { name: 'Lista' }).tap();
    await expectVisible(b.getByText('No hay eventos', { exact: true }));
    await expectVisible(b.getByText('Prueba con otro filtro'));
    await b.getByRole('combobox', { name: 'Filtrar por tipo' }).tap();
    await b.getByRole('option', { name: 'Todos los eventos' }).tap();
    const card = b.getByRole('article', { name: 'Cena en el italiano' });
    await expectVisible(card);
    const [year, month, day] = today.split('-').map(Number);
    const spanishDay = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(
      new Date(year ?? 0, (month ?? 1) - 1, day ?? 1),
    );
    await expectVisible(card.getByText(spanishDay));
  });

  it('edits an event, then deletes it, leaving the first-event empty state', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    await a.goto('/calendar');
    await a.getByRole('tab', { name: 'Lista' }).tap();
    await expectVisible(a.getByText('No hay eventos todavía'));
    await expectVisible(a.getByText('Crea tu primer evento para comenzar'));

    await a.getByRole('button', { name: 'Nuevo' }).tap();
    const create = a.getByRole('dialog', { name: 'Crear evento' });
    await create.getByLabel('Título').fill('Picnic en el parque');
    await create.getByRole('radio', { name: 'Otro' }).tap();
    await create.getByRole('button', { name: 'Crear evento' }).tap();
    await expectVisible(toastText(a, 'Evento creado con éxito'));

    const card = a.getByRole('article', { name: 'Picnic en el parque' });
    await card.getByRole('button', { name: 'Editar' }).tap();
    const edit = a.getByRole('dialog', { name: 'Editar evento' });
    expect(await edit.getByRole('radio', { name: 'Otro' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await edit.getByLabel('Título').fill('Picnic junto al lago');
    await edit.getByRole('button', { name: 'Guardar cambios' }).tap();
    await expectVisible(toastText(a, 'Evento actualizado'));

    const edited = a.getByRole('article', { name: 'Picnic junto al lago' });
    await edited.getByRole('button', { name: 'Eliminar' }).tap();
    await a
      .getByRole('alertdialog', { name: '¿Eliminar este evento?' })
      .getByRole('button', { name: 'Eliminar' })
      .tap();
    await expectVisible(toastText(a, 'Evento eliminado'));
    await expectVisible(a.getByText('No hay eventos todavía'));
    await expectAbsent(edited);
  });

  it("a month that cannot load shows its retry card inside the page's one <main>", async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    await a.route('**/api/events?*', (route) => route.fulfill({ status: 503 }));
    await a.goto('/calendar');
    await expectScreenAt(a, '/calendar');
    await expectVisible(a.getByRole('button', { name: 'Reintentar' }));
    // The grid still shows, and no second landmark is nested in the page's.
    await expectVisible(
      a.getByRole('button', { name: fullSpanishDate(localToday()), exact: true }),
    );
    expect(await a.locator('main').count()).toBe(1);

    await a.unroute('**/api/events?*');
    await a.getByRole('main').getByRole('button', { name: 'Reintentar' }).tap();
    await expectVisible(a.getByText('No hay eventos en esta fecha'));
  });
});
