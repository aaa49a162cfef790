import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { phoneToday } from './support/phone-clock';
import { addEventThroughApi, addGoalThroughApi } from './support/plans';
import { expectScreenAt } from './support/screen';

const dayOfThisMonth = (day: number) =>
  `${phoneToday().slice(0, 7)}-${String(day).padStart(2, '0')}`;

// Pictures for people to look at (test-results/screenshots/), in both themes on a phone.
test.describe('screenshots of the calendar, the bucket list and stats', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      const a = phoneA.page;

      // Empty screens first.
      await a.goto('/calendar');
      await expectScreenAt(a, '/calendar');
      await expect(a.getByText('No hay eventos en esta fecha')).toBeVisible();
      await screenshot(a, `calendar-empty-${colorScheme}`);
      await a.goto('/bucket-list');
      await expect(a.getByText('No hay metas todavía')).toBeVisible();
      await screenshot(a, `bucket-list-empty-${colorScheme}`);

      const today = phoneToday();
      await addEventThroughApi(phoneA.context, {
        title: 'Cena en el italiano',
        description: 'Mesa junto a la ventana, a las 21:00',
        eventDate: today,
      });
      await addEventThroughApi(phoneB.context, {
        title: 'Noche especial',
        eventDate: today,
        eventType: 'intimacy',
      });
      for (const [day, eventType, title] of [
        [3, 'other', 'Cumpleaños de mamá'],
        [12, 'plan', 'Escapada a la sierra'],
        [12, 'other', 'Revisión del coche'],
        [25, 'intimacy', 'Masajes en casa'],
      ] as const) {
        await addEventThroughApi(phoneA.context, {
          title,
          eventDate: dayOfThisMonth(day),
          eventType,
        });
      }
      await a.goto('/calendar');
      await expect(a.getByRole('article', { name: 'Cena en el italiano' })).toBeVisible();
      await screenshot(a, `calendar-month-${colorScheme}`);
      // The narrowest phones: the month grid and the cards fit without sideways scrolling.
      await a.setViewportSize({ width: 360, height: 780 });
      expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(a, `calendar-month-360-${colorScheme}`, { fullPage: false });
      await a.setViewportSize({ width: 390, height: 844 });
      await a.getByRole('tab', { name: 'Lista' }).tap();
      await expect(a.getByRole('article', { name: 'Masajes en casa' })).toBeVisible();
      await screenshot(a, `calendar-list-${colorScheme}`);
      await a.getByRole('button', { name: 'Nuevo' }).tap();
      await expect(a.getByRole('dialog', { name: 'Crear evento' })).toBeVisible();
      await screenshot(a, `calendar-create-${colorScheme}`, { fullPage: false });

      const goals = [
        'Ver la aurora boreal',
        'Aprender a bailar salsa',
        'Viajar a Japón en primavera',
      ];
      for (const title of goals) await addGoalThroughApi(phoneB.context, title);
      const done = await addGoalThroughApi(phoneA.context, 'Adoptar un perrito');
      await phoneA.context.request.put(`/api/bucket-list/${done.id}/completed`, {
        data: { completed: true },
      });
      await a.goto('/bucket-list');
      await expect(a.getByRole('region', { name: 'Completadas 1' })).toBeVisible();
      await screenshot(a, `bucket-list-${colorScheme}`);
      await a.getByRole('button', { name: 'Nueva' }).tap();
      await expect(a.getByRole('dialog', { name: 'Crear meta' })).toBeVisible();
      await screenshot(a, `bucket-list-create-${colorScheme}`, { fullPage: false });

      await a.goto('/stats');
      await expect(a.getByRole('link', { name: '1 Metas completadas' })).toBeVisible();
      await screenshot(a, `stats-${colorScheme}`);
    });
  }
});
