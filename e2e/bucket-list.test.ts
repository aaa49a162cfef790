import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { addGoalThroughApi } from './support/plans';
import { expectScreenAt } from './support/screen';

test.describe('the bucket list, shared live by two partners', () => {
  // One couple: editing goes first and ends with the list empty, where adding one starts.
  test('goals are written, fixed, completed and followed live', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;

    await test.step('edits and deletes a goal after a confirmation', async () => {
      await addGoalThroughApi(phoneA.context, 'Aprender a bailar salsa');
      await a.goto('/bucket-list');
      const card = a.getByRole('article', { name: 'Aprender a bailar salsa' });
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: 'Editar' }).tap();
      const dialog = a.getByRole('dialog', { name: 'Editar meta' });
      await dialog.getByLabel('Título').fill('Aprender a bailar bachata');
      await dialog.getByRole('button', { name: 'Guardar cambios' }).tap();
      await expect(toastText(a, 'Meta actualizada')).toBeVisible();
      const edited = a.getByRole('article', { name: 'Aprender a bailar bachata' });
      await expect(edited).toBeVisible();

      await edited.getByRole('button', { name: 'Eliminar' }).tap();
      const confirm = a.getByRole('alertdialog', { name: '¿Eliminar esta meta?' });
      await confirm.getByRole('button', { name: 'Eliminar' }).tap();
      await expect(toastText(a, 'Meta eliminada')).toBeVisible();
      await expect(a.getByText('No hay metas todavía')).toBeVisible();
    });

    await test.step('A adds a goal, B completes it and A sees it move to Completadas without a reload', async () => {
      for (const page of [a, b]) {
        await page.goto('/bucket-list');
        await expectScreenAt(page, '/bucket-list');
        await expect(page.getByRole('heading', { level: 1, name: 'Bucket List' })).toBeVisible();
        await expect(page.getByText('Sueños por cumplir juntos')).toBeVisible();
        await expect(page.getByText('No hay metas todavía')).toBeVisible();
        await markNoReload(page);
      }

      // A writes a goal; a blank title is refused with its message ('El título es requerido') first.
      await a.getByRole('button', { name: 'Nueva' }).first().tap();
      const dialog = a.getByRole('dialog', { name: 'Crear meta' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Añadir meta' }).tap();
      await expect(dialog.getByText('El título es requerido')).toBeVisible();
      await dialog.getByLabel('Título').fill('Ver la aurora boreal');
      await dialog.getByLabel('Descripción').fill('En Noruega, abrigados y con chocolate');
      await dialog.getByRole('button', { name: 'Añadir meta' }).tap();
      await expect(toastText(a, 'Meta añadida con éxito')).toBeVisible();
      await expect(dialog).not.toBeAttached();

      // B sees it among the pending goals, and completes it.
      const pendingB = b.getByRole('region', { name: /^Pendientes/ });
      const goalB = pendingB.getByRole('checkbox', { name: 'Ver la aurora boreal' });
      await expect(goalB).toBeVisible();
      await goalB.tap();
      await expect(toastText(b, '¡Meta completada! 🎉')).toBeVisible();

      // A sees it move to Completadas, dated today, without a reload.
      const completedA = a.getByRole('region', { name: /^Completadas/ });
      await expect(
        completedA.getByRole('checkbox', { name: 'Ver la aurora boreal' }),
      ).toBeVisible();
      await expect(
        completedA.getByText(/^Completada el \d{1,2} de [a-z]+ de \d{4}$/),
      ).toBeVisible();
      await expect(
        a.getByRole('region', { name: /^Pendientes/ }).getByRole('checkbox'),
      ).not.toBeAttached();
      await expectNoReload(a);

      // A puts it back to pending; B sees that too.
      await completedA.getByRole('checkbox', { name: 'Ver la aurora boreal' }).tap();
      await expect(toastText(a, 'Meta marcada como pendiente')).toBeVisible();
      await expect(pendingB.getByRole('checkbox', { name: 'Ver la aurora boreal' })).toBeVisible();
      await expectNoReload(b);
    });
  });
});
