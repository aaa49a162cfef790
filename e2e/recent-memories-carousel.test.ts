import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi, photoJpeg } from './support/memories';
import { PICTURE_SCHEMES } from './support/pictures';
import { expectScreenAt } from './support/screen';

/**
 * The dashboard's recent photos: a strip the phone scrolls natively, snapping to each slide, with
 * "Anterior" and "Siguiente" for a mouse or a keyboard, shown only while there is somewhere to
 * go. A memory the partner adds arrives first in the strip while it is open.
 */
test.describe('recent memories on the dashboard', () => {
  for (const colorScheme of PICTURE_SCHEMES) {
    test(`the strip scrolls by a slide each way and takes the partner's new photo live (${colorScheme})`, async () => {
      const { phoneA, phoneB } = await linkedPartnersOnPhones({ colorScheme });
      for (let index = 1; index <= 4; index++) {
        await createMemoryThroughApi(
          phoneB.context,
          { title: `Recuerdo ${index}`, memoryDate: `2025-0${index}-1${index}` },
          await photoJpeg(800, 600, index * 60),
        );
      }
      const page = phoneA.page;
      await page.goto('/dashboard');
      await expectScreenAt(page, '/dashboard');
      const strip = page.getByRole('group', { name: 'Recuerdos recientes' });
      const next = strip.getByRole('button', { name: 'Siguiente' });
      const previous = strip.getByRole('button', { name: 'Anterior' });
      const viewport = strip.locator('div.overflow-x-auto');
      await expect(strip.getByRole('link')).toHaveCount(4);
      // In the middle of the screen, clear of the fixed bottom bar.
      await strip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      /** Where the strip rests once a smooth scroll and its snapping are over. */
      const restingScroll = () =>
        viewport.evaluate(
          (element) =>
            new Promise<number>((resolve) => {
              let last = -1;
              const check = () => {
                if (element.scrollLeft === last) resolve(last);
                else {
                  last = element.scrollLeft;
                  setTimeout(check, 150);
                }
              };
              check();
            }),
        );

      // At the start: only onwards.
      await expect(next).toBeVisible();
      await expect(previous).toHaveCount(0);
      await next.click();
      expect(await restingScroll()).toBeGreaterThan(0);
      await expect(previous).toBeVisible();

      // On to the end, one slide a press: "Siguiente" goes once the last slide is in view.
      for (let press = 0; press < 4 && (await next.count()) > 0; press++) {
        const before = await restingScroll();
        await next.click();
        expect(await restingScroll()).toBeGreaterThan(before);
      }
      await expect(next).toHaveCount(0);
      await screenshot(page, `recent-memories-end-${colorScheme}`, { fullPage: false });

      // And back: "Anterior" goes at the start.
      for (let press = 0; press < 4 && (await previous.count()) > 0; press++) {
        const before = await restingScroll();
        await previous.click();
        expect(await restingScroll()).toBeLessThan(before);
      }
      expect(await restingScroll()).toBe(0);
      await expect(previous).toHaveCount(0);
      await expect(next).toBeVisible();

      // The partner adds a photo: it comes first, without a reload.
      await createMemoryThroughApi(
        phoneB.context,
        { title: 'Nuestra cena en Lisboa', memoryDate: '2025-06-01' },
        await photoJpeg(800, 600, 200),
      );
      await expect(strip.getByRole('link').first()).toHaveAccessibleName('Nuestra cena en Lisboa');
      await expect(strip.getByRole('link')).toHaveCount(5);
    });
  }
});
