import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, photoJpeg } from './support/memories';
import { phoneToday } from './support/phone-clock';
import { PICTURE_SCHEMES } from './support/pictures';
import { expectScreenAt } from './support/screen';

/** This day on the phones, `years` earlier. */
function yearsAgo(years: number): string {
  const today = phoneToday();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

test.describe('un día como hoy', () => {
  for (const colorScheme of PICTURE_SCHEMES) {
    test(`the dashboard brings back a memory from a year ago (${colorScheme})`, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      await createMemoryThroughApi(
        phoneB.context,
        { title: 'Picnic en el Retiro', description: 'Con fresas', memoryDate: yearsAgo(1) },
        await photoJpeg(800, 600, 20),
      );
      await createMemoryThroughApi(phoneB.context, {
        title: 'Nuestra primera cena',
        memoryDate: yearsAgo(2),
      });
      const page = phoneA.page;
      await page.goto('/dashboard');
      await expectScreenAt(page, '/dashboard');
      const section = page.getByRole('region', { name: 'Un día como hoy' });
      await expect(section.getByRole('link', { name: /Picnic en el Retiro/ })).toContainText(
        'Hace 1 año',
      );
      await expect(section.getByRole('link', { name: /Nuestra primera cena/ })).toContainText(
        'Hace 2 años',
      );
      await expect(section.locator('img')).toHaveJSProperty('complete', true);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `on-this-day-${colorScheme}`);
    });
  }
});
