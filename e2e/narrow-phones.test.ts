import type { Page } from '@playwright/test';
import { adoptThePet, coupleWithDataBeforeThePet, openScreen } from './couple-with-data';
import { openPhone, screenshot } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';

// Every screen on the narrowest phones people use, with a couple's things on it: nothing runs
// past the edge and no title is cut. One walk, each screen once at each width.

const WIDTHS = [320, 360, 390];

/** A couple's screens. '/pet-setup' first: once the couple has its pet, it moves on to '/pet'. */
const SCREENS = [
  '/pet-setup',
  '/dashboard',
  '/stats',
  '/calendar',
  '/memories',
  '/bucket-list',
  '/profile',
  '/games',
  '/date-plans',
  '/pet',
  '/emotion-jar',
  '/emotion-calendar',
  '/no-existe',
];

/**
 * How far the page runs past the phone's width. Against the width the phone was given, not only
 * `innerWidth`: a mobile browser widens its layout viewport to content that overflows (and zooms
 * out), so there `scrollWidth <= innerWidth` alone holds even for a page 80 px too wide.
 */
const overflow = (page: Page) =>
  page.evaluate(
    (phoneWidth) => document.documentElement.scrollWidth - Math.min(window.innerWidth, phoneWidth),
    page.viewportSize()?.width ?? 0,
  );

/**
 * Checks the screen on view fits the phone's `width`: not wider than the phone, one <main> (none
 * inside another). Returns its page title when that is cut, for the walk to list them all.
 */
async function checkAt(page: Page, pathname: string, width: number): Promise<string[]> {
  // The layout follows the width as a phone turned or a window resized does: no reload needed.
  await page.setViewportSize({ width, height: 800 });
  expect(await overflow(page), `${pathname} at ${width} px`).toBeLessThanOrEqual(0);
  await expect(page.locator('main'), pathname).toHaveCount(1);
  await expect(page.locator('main main'), pathname).toHaveCount(0);

  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const shown = await title.evaluate((h1) => {
    const box = h1.getBoundingClientRect();
    return {
      text: h1.textContent,
      isCut: h1.scrollWidth > h1.clientWidth + 1 || box.right > window.innerWidth + 0.5,
    };
  });
  return shown.isCut ? [`${width}px ${pathname}: ${shown.text}`] : [];
}

/** Opens `pathname` on the narrowest phone, then checks it at each width. */
async function openAndCheck(page: Page, pathname: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
  await openScreen(page, pathname);
  const cut: string[] = [];
  for (const width of WIDTHS) cut.push(...(await checkAt(page, pathname, width)));
  return cut;
}

test.describe('narrow phones', () => {
  test('at 320, 360 and 390 px no screen is wider than the phone, each has one <main>, and no page title is cut', async () => {
    const { phoneA } = await coupleWithDataBeforeThePet();
    const page = phoneA.page;
    const cut: string[] = [];
    for (const pathname of SCREENS) {
      await test.step(`${pathname} at ${WIDTHS.join(', ')} px`, async () => {
        cut.push(...(await openAndCheck(page, pathname)));
        if (pathname !== '/dashboard') return;
        // The home screen with both plan cards, the one that ran 18 px off the edge.
        await expect(page.getByRole('heading', { name: 'Último plan completado' })).toBeVisible();
        // The carousel's photos also come in both sizes. The slide's link is named by the
        // title written over the photo; the photo itself is silent.
        const slidePhoto = page.getByRole('link', { name: 'Atardecer en la playa' }).locator('img');
        await expect(slidePhoto).toHaveAttribute(
          'srcset',
          / 400w, .+\.thumb-large\.webp\?[^ ]+ 800w$/,
        );
      });
      if (pathname === '/pet-setup') await adoptThePet(phoneA.context);
    }

    await test.step(`/auth, signed out, at ${WIDTHS.join(', ')} px`, async () => {
      const signedOut = await openPhone();
      cut.push(...(await openAndCheck(signedOut.page, '/auth')));
    });
    expect(cut).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots at 320 px in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await linkedPartnersOnPhones({ colorScheme });
      const page = phoneA.page;
      await page.setViewportSize({ width: 320, height: 640 });
      for (const pathname of ['/emotion-calendar', '/bucket-list']) {
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(page, `polish2-320${pathname.replace('/', '-')}-${colorScheme}`, {
          fullPage: false,
        });
      }
    });
  }
});
