import { it } from 'vitest';
import { describeInBrowser } from './support/browser';
import { expectNoReload, linkedPartnersOnPhones, markNoReload, toastText } from './support/couples';
import { addGoalThroughApi } from './support/plans';
import { expectAbsent, expectScreenAt, expectVisible } from './support/screen';

describeInBrowser('the bucket list, shared live by two partners', () => {
  it('A adds a goal, B completes it and A sees it move to Completadas without a reload', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    const b = phoneB.page;
    for (const page of [a, b]) {
      await page.goto('/bucket-list');
      await expectScreenAt(page, '/bucket-list');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Bucket List' }));
      await expectVisible(page.getByText('Sueños por cumplir juntos'));
      await expectVisible(page.getByText('No hay metas todavía'));
      await markNoReload(page);
    }

    // A writes a goal; a blank title is refused with the spec's message first.
    await a.getByRole('button', { name: 'Nueva' }).first().tap();
    const dialog = a.getByRole('dialog', { name: 'Crear meta' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Añadir meta' }).tap();
    await expectVisible(dialog.getByText('El título es requerido'));
    await dialog.getByLabel('Título').fill('Ver la aurora boreal');
    await dialog.getByLabel('Descripción').fill('En Noruega, abrigados y con chocolate');
    await dialog.getByRole('button', { name: 'Añadir meta' }).tap();
    await expectVisible(toastText(a, 'Meta añadida con éxito'));
    await expectAbsent(dialog);

    // B sees it among the pending goals, and completes it.
    const pendingB = b.getByRole('region', { name: /^Pendientes/ });
    const goalB = pendingB.getByRole('checkbox', { name: 'Ver la aurora boreal' });
    await expectVisible(goalB);
    await goalB.tap();
    await expectVisible(toastText(b, '¡Meta completada! 🎉'));

    // A sees it move to Completadas, dated today, without a reload.
    const completedA = a.getByRole('region', { name: /^Completadas/ });
    await expectVisible(completedA.getByRole('checkbox', { name: 'Ver la aurora boreal' }));
    await expectVisible(completedA.getByText(/^Completada el \d{1,2} de [a-z]+ de \d{4}$/));
    await expectAbsent(a.getByRole('region', { name: /^Pendientes/ }).getByRole('checkbox'));
    await expectNoReload(a);

    // A puts it back to pending; B sees that too.
    await completedA.getByRole('checkbox', { name: 'Ver la aurora boreal' }).tap();
    await expectVisible(toastText(a, 'Meta marcada como pendiente'));
    await expectVisible(pendingB.getByRole('checkbox', { name: 'Ver la aurora boreal' }));
    await expectNoReload(b);
  });

  it('edits and deletes a goal after a confirmation', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    await addGoalThroughApi(phoneA.context, 'Aprender a bailar salsa');
    const a = phoneA.page;
    await a.goto('/bucket-list');
    const card = a.getByRole('article', { name: 'Aprender a bailar salsa' });
    await expectVisible(card);

    await card.getByRole('button', { name: 'Editar' }).tap();
    const dialog = a.getByRole('dialog', { name: 'Editar meta' });
    await dialog.getByLabel('Título').fill('Aprender a bailar bachata');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).tap();
    await expectVisible(toastText(a, 'Meta actualizada'));
    const edited = a.getByRole('article', { name: 'Aprender a bailar bachata' });
    await expectVisible(edited);

    await edited.getByRole('button', { name: 'Eliminar' }).tap();
    const confirm = a.getByRole('alertdialog', { name: '¿Eliminar esta meta?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).tap();
    await expectVisible(toastText(a, 'Meta eliminada'));
    await expectVisible(a.getByText('No hay metas todavía'));
  });
});
