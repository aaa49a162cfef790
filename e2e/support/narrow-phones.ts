import { expect, type Page } from '@playwright/test';

// The narrowest phones people use: the walk through every screen (accessibility.test.ts) checks
// each one at these widths after axe, on the screen already open and filled.

export const NARROW_WIDTHS = [320, 360, 390] as const;

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
 * Checks the screen on view fits a phone `width` wide: not wider than the phone, one <main> (none
 * inside another). Returns its page title when that is cut, for the walk to list them all.
 */
async function checkAt(page: Page, screen: string, width: number): Promise<string[]> {
  // The layout follows the width as a phone turned or a window resized does: no reload needed.
  await page.setViewportSize({ width, height: 800 });
  expect(await overflow(page), `${screen} at ${width} px`).toBeLessThanOrEqual(0);
  await expect(page.locator('main'), screen).toHaveCount(1);
  await expect(page.locator('main main'), screen).toHaveCount(0);

  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  const shown = await title.evaluate((h1) => {
    const box = h1.getBoundingClientRect();
    return {
      text: h1.textContent,
      isCut: h1.scrollWidth > h1.clientWidth + 1 || box.right > window.innerWidth + 0.5,
    };
  });
  return shown.isCut ? [`${width}px ${screen}: ${shown.text}`] : [];
}

/**
 * The screen on view at each narrow width, ending at the phones' usual 390 px: nothing runs past
 * the edge, one <main>, and no page title cut (a cut title is a soft failure naming them all).
 */
export async function expectFitsNarrowPhones(page: Page, screen: string): Promise<void> {
  const cut: string[] = [];
  for (const width of NARROW_WIDTHS) cut.push(...(await checkAt(page, screen, width)));
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(cut, `page titles cut on ${screen}`).toEqual([]);
}
