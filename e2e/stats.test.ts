import {
  expectNoReload,
  linkCoupleThroughApi,
  linkedPartnersOnPhones,
  markNoReload,
  twoPartnersOnPhones,
  wholeDaysSince,
} from './support/couples';
import { expect, test } from './support/fixtures';
import { addDays, phoneToday } from './support/phone-clock';
import { addEventThroughApi, addGoalThroughApi, statValue } from './support/plans';
import { expectScreenAt } from './support/screen';

test.describe('stats', () => {
  test('match what the calendar and the bucket list show, and follow the partner live', async () => {
    const { phoneA, phoneB } = await twoPartnersOnPhones();
    await linkCoupleThroughApi(phoneA.context, phoneB.context, '2024-02-14');
    const today = phoneToday();
    await addEventThroughApi(phoneA.context, { title: 'Ayer', eventDate: addDays(today, -1) });
    await addEventThroughApi(phoneB.context, {
      title: 'Dentro de 3 días',
      eventDate: addDays(today, 3),
    });
    await addEventThroughApi(phoneA.context, {
      title: 'Dentro de un mes',
      eventDate: addDays(today, 30),
      eventType: 'intimacy',
    });
    const paris = await addGoalThroughApi(phoneA.context, 'París');
    await addGoalThroughApi(phoneB.context, 'Roma');
    await addGoalThroughApi(phoneB.context, 'Tokio');
    const done = await phoneB.context.request.put(`/api/bucket-list/${paris.id}/completed`, {
      data: { completed: true },
    });
    expect(done.status()).toBe(200);

    const a = phoneA.page;
    await a.goto('/stats');
    await expectScreenAt(a, '/stats');
    await expect(a.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
    await expect.poll(() => statValue(a, 'Días juntos')).toBe(String(wholeDaysSince('2024-02-14')));
    await expect.poll(() => statValue(a, 'Planes completados')).toBe('0');
    await expect.poll(() => statValue(a, 'Emociones este mes')).toBe('0');
    await expect.poll(() => statValue(a, 'Días hasta el próximo evento')).toBe('3');
    await expect(a.getByRole('link', { name: '0 Recuerdos' })).toBeVisible();
    await expect(a.getByRole('link', { name: '1 Metas completadas' })).toBeVisible();
    await expect(a.getByRole('link', { name: '2 Próximos eventos' })).toBeVisible();
    await expect(a.getByRole('link', { name: '3 Metas totales' })).toBeVisible();
    await expect(a.getByRole('link', { name: /Próximos eventos/ })).toHaveAttribute(
      'href',
      '/calendar',
    );

    // The same numbers on the screens the tiles link to.
    await a.getByRole('link', { name: /Metas completadas/ }).tap();
    await expectScreenAt(a, '/bucket-list');
    await expect(a.getByRole('region', { name: 'Completadas 1' })).toBeVisible();
    await expect(a.getByText('1 de 3 cumplidas', { exact: true })).toBeVisible();
    await a.goto('/calendar');
    await a.getByRole('tab', { name: 'Lista' }).tap();
    await expect(a.getByRole('region', { name: 'Próximos 2' })).toBeVisible();

    // B completes another goal; A's stats follow without a reload.
    await a.goto('/stats');
    await expect(a.getByRole('link', { name: '1 Metas completadas' })).toBeVisible();
    await markNoReload(a);
    const b = phoneB.page;
    await b.goto('/bucket-list');
    await b.getByRole('checkbox', { name: 'Roma' }).tap();
    await expect(a.getByRole('link', { name: '2 Metas completadas' })).toBeVisible();
    await expectNoReload(a);
  });

  test('shows "Sin eventos" when nothing lies ahead, and "¡Hoy!" (not 0) for an event today', async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    const a = phoneA.page;
    await a.goto('/stats');
    await expect.poll(() => statValue(a, 'Días hasta el próximo evento')).toBe('Sin eventos');
    await markNoReload(a);
    await addEventThroughApi(phoneB.context, { title: 'Hoy', eventDate: phoneToday() });
    await expect(a.getByRole('link', { name: '1 Próximos eventos' })).toBeVisible();
    await expect.poll(() => statValue(a, 'Días hasta el próximo evento')).toBe('¡Hoy!');
    await expectNoReload(a);
  });
});
