import { screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';

// Pictures of the narrowest phone (320 px) for people to look at (`npm run screenshots`). The
// checks that no screen runs past the edge there are in the walk through every screen
// (accessibility.test.ts, with support/narrow-phones.ts).

for (const colorScheme of ['light', 'dark'] as const) {
  test(`screenshots at 320 px in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
    const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
    const page = phoneA.page;
    await page.setViewportSize({ width: 320, height: 640 });
    for (const pathname of ['/emotion-calendar', '/bucket-list', '/emotion-jar']) {
      await page.goto(pathname);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, `narrow-320${pathname.replace('/', '-')}-${colorScheme}`, {
        fullPage: false,
      });
    }
    // Every emotion's name whole on its button: none wider than the box it is drawn in.
    const clipped = await page.getByRole('button', { name: /^Añadir / }).evaluateAll((buttons) =>
      buttons
        .map((button) => button.lastElementChild)
        .filter((name) => name && name.scrollWidth > name.clientWidth)
        .map((name) => name?.textContent),
    );
    expect(clipped).toEqual([]);
  });
}
