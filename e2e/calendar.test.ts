import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { phoneToday } from './support/phone-clock';
import { fullSpanishDate } from './support/plans';
import { expectScreenAt } from './support/screen';

test.describe('the calendar, shared live by two partners', () => {
  // One couple through every step. The first one needs a calendar that never had an event (its
  // first-event empty state); each step leaves today without events, where the next one starts.
  test('events are written, fixed and followed live, on the grid and the list', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    const today = phoneToday();

    await test.step('edits an event, then deletes it, leaving the first-event empty state', async () => {
      await a.goto('/calendar');
      await a.getByRole('tab', { name: 'Lista' }).tap();
      await expect(a.getByText('No hay eventos todavía')).toBeVisible();
      await expect(a.getByText('Crea tu primer evento para comenzar')).toBeVisible();

      await a.getByRole('button', { name: 'Nuevo' }).tap();
      const create = a.getByRole('dialog', { name: 'Crear evento' });
      await create.getByLabel('Título').fill('Picnic en el parque');
      await create.getByRole('radio', { name: 'Otro' }).tap();
      await create.getByRole('button', { name: 'Crear evento' }).tap();
      await expect(toastText(a, 'Evento creado con éxito')).toBeVisible();

      const card = a.getByRole('article', { name: 'Picnic en el parque' });
      await card.getByRole('button', { name: 'Editar' }).tap();
      const edit = a.getByRole('dialog', { name: 'Editar evento' });
      await expect(edit.getByRole('radio', { name: 'Otro' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await edit.getByLabel('Título').fill('Picnic junto al lago');
      await edit.getByRole('button', { name: 'Guardar cambios' }).tap();
      await expect(toastText(a, 'Evento actualizado')).toBeVisible();

      const edited = a.getByRole('article', { name: 'Picnic junto al lago' });
      await edited.getByRole('button', { name: 'Eliminar' }).tap();
      await a
        .getByRole('alertdialog', { name: '¿Eliminar este evento?' })
        .getByRole('button', { name: 'Eliminar' })
        .tap();
      await expect(toastText(a, 'Evento eliminado')).toBeVisible();
      await expect(a.getByText('No hay eventos todavía')).toBeVisible();
      await expect(edited).not.toBeAttached();
    });

    await test.step("a month that cannot load shows its retry card inside the page's one <main>", async () => {
      await a.goto('/calendar');
      await expectScreenAt(a, '/calendar');
      // A month the page does not carry yet (the server draws this one), asked while the server
      // cannot answer.
      await a.route('**/api/events?*', (route) => route.fulfill({ status: 503 }));
      await a.getByRole('button', { name: 'Mes siguiente' }).tap();
      await expect(a.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      // The grid still shows, and no second landmark is nested in the page's.
      await expect(a.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
      await expect(a.locator('main')).toHaveCount(1);

      await a.unroute('**/api/events?*');
      await a.getByRole('main').getByRole('button', { name: 'Reintentar' }).tap();
      await expect(a.getByRole('button', { name: 'Reintentar' })).not.toBeVisible();
      await a.getByRole('button', { name: 'Mes anterior' }).tap();
      await expect(
        a.getByRole('button', { name: fullSpanishDate(today), exact: true }),
      ).toBeVisible();
    });

    await test.step('an event created by A shows a dot on its day, for A and live for B', async () => {
      for (const page of [a, b]) {
        await page.goto('/calendar');
        await expectScreenAt(page, '/calendar');
        await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
        await expect(page.getByText('Momentos especiales juntos')).toBeVisible();
        // In Spanish the week starts on Monday (the emotion calendar's Sunday is the spec's own).
        await expect(page.locator('thead th').first()).toHaveAttribute('abbr', 'lunes');
        // The selected day is today, with nothing on it yet.
        await expect(page.getByText('No hay eventos en esta fecha')).toBeVisible();
        await markNoReload(page);
      }
      const todayButton = (page: typeof a) =>
        page.getByRole('button', { name: fullSpanishDate(today), exact: true });
      await expect(todayButton(a)).toHaveAttribute('aria-pressed', 'true');

      await a.getByRole('button', { name: 'Nuevo' }).tap();
      const dialog = a.getByRole('dialog', { name: 'Crear evento' });
      await expect(dialog).toBeVisible();
      // The date starts on the selected day and the type on Plan.
      await expect(dialog.getByLabel('Fecha')).toHaveValue(today);
      await expect(dialog.getByRole('radio', { name: 'Plan' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await dialog.getByLabel('Título').fill('');
      await dialog.getByRole('button', { name: 'Crear evento' }).tap();
      await expect(dialog.getByText('El título es requerido')).toBeVisible();
      await dialog.getByLabel('Título').fill('Cena en el italiano');
      await dialog.getByRole('button', { name: 'Crear evento' }).tap();
      await expect(toastText(a, 'Evento creado con éxito')).toBeVisible();

      for (const page of [a, b]) {
        const withDot = page.getByRole('button', {
          name: `${fullSpanishDate(today)}, 1 evento`,
          exact: true,
        });
        await expect(withDot).toBeVisible();
        await expect(withDot.locator('[data-event-type="plan"]')).toHaveCount(1);
        await expect(page.getByRole('article', { name: 'Cena en el italiano' })).toBeVisible();
      }
      await expectNoReload(b);

      // The type filter applies to the grid and to the day's list.
      await b.getByRole('combobox', { name: 'Filtrar por tipo' }).tap();
      await b.getByRole('option', { name: 'Intimidad' }).tap();
      await expect(b.getByText('No hay eventos en esta fecha')).toBeVisible();
      await expect(todayButton(b)).toBeVisible();

      // The list view: the event under Próximos with its date in Spanish; another type is empty.
      await b.getByRole('tab', { name: 'Lista' }).tap();
      await expect(b.getByText('No hay eventos', { exact: true })).toBeVisible();
      await expect(b.getByText('Prueba con otro filtro')).toBeVisible();
      await b.getByRole('combobox', { name: 'Filtrar por tipo' }).tap();
      await b.getByRole('option', { name: 'Todos los eventos' }).tap();
      const card = b.getByRole('article', { name: 'Cena en el italiano' });
      await expect(card).toBeVisible();
      const [year, month, day] = today.split('-').map(Number);
      const spanishDay = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(
        new Date(year ?? 0, (month ?? 1) - 1, day ?? 1),
      );
      await expect(card.getByText(spanishDay)).toBeVisible();
    });
  });
});
