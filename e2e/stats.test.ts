import type { BrowserContext } from '@playwright/test';
import { screenshot } from './support/browser';
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

/** Deletes every event of the couple through the API, as the calendar's delete button would. */
async function deleteEventsThroughApi(context: BrowserContext) {
  const list = await context.request.get('/api/events');
  expect(list.status(), await list.text()).toBe(200);
  for (const { id } of (await list.json()) as { id: string }[]) {
    const response = await context.request.delete(`/api/events/${id}`);
    expect(response.status(), await response.text()).toBe(204);
  }
}

test.describe('stats', () => {
  // One couple, together since 2024-02-14. The empty "next event" is seen first, on a calendar
  // that never had one; its event of today is then deleted, so the numbers checked next count
  // only what that step adds.
  test('the stats tiles count what the couple has, and follow the partner live', async () => {
    const { phoneA, phoneB } = await twoPartnersOnPhones();
    await linkCoupleThroughApi(phoneA.context, phoneB.context, '2024-02-14');
    const a = phoneA.page;
    const b = phoneB.page;
    const today = phoneToday();

    await test.step('shows "Sin eventos" when nothing lies ahead, and "¡Hoy!" (not 0) for an event today', async () => {
      await a.goto('/stats');
      await expect.poll(() => statValue(a, 'Días hasta el próximo evento')).toBe('Sin eventos');
      await markNoReload(a);
      await addEventThroughApi(phoneB.context, { title: 'Hoy', eventDate: today });
      await expect(a.getByRole('link', { name: '1 Próximos eventos' })).toBeVisible();
      await expect.poll(() => statValue(a, 'Días hasta el próximo evento')).toBe('¡Hoy!');
      await expectNoReload(a);

      // Taken away again, live too: the next step starts with no events at all.
      await deleteEventsThroughApi(phoneB.context);
      await expect.poll(() => statValue(a, 'Días hasta el próximo evento')).toBe('Sin eventos');
    });

    await test.step('match what the calendar and the bucket list show, and follow the partner live', async () => {
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

      await a.goto('/stats');
      await expectScreenAt(a, '/stats');
      await expect(a.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
      await expect
        .poll(() => statValue(a, 'Días juntos'))
        .toBe(String(wholeDaysSince('2024-02-14')));
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
      await b.goto('/bucket-list');
      await b.getByRole('checkbox', { name: 'Roma' }).tap();
      await expect(a.getByRole('link', { name: '2 Metas completadas' })).toBeVisible();
      await expectNoReload(a);
    });
  });
});

// Pictures for people to look at (test-results/screenshots/), in both themes.
test.describe('screenshots of the stats', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      // "Metas totales" says that it opens the date plans.
      await page.goto('/stats');
      await expect(page.getByText('Ver en 100 Planes')).toBeVisible();
      await screenshot(page, `stats-${colorScheme}`);
    });
  }
});
