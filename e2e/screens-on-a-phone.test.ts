import type { Locator, Page } from '@playwright/test';
import { coupleWithData, GOAL, LONG_WORD_TITLE, openScreen } from './couple-with-data';
import { authScreen } from './support/auth-screen';
import { openPhone, type PhoneOptions, screenshot } from './support/browser';
import { toastText } from './support/couples';
import { expect, test } from './support/fixtures';
import { expectImageLoaded } from './support/screen';
import { type E2eUser, signInContext } from './support/users';

// The couple's screens on a phone, as a couple notices them first (issue 19): what stays on the
// first screen, what lines up, which colours stand out, which photo size comes, how the sign-up
// form and emoji look. Each check fails if its flaw returns. How each screen fits a narrow phone
// is accessibility.test.ts's walk; a toast over the button that caused it,
// couple-dashboard.test.ts's.

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** A CSS colour as sRGB bytes, whatever its notation (Chromium keeps oklch() as written). */
function rgbOf(page: Page, color: string): Promise<[number, number, number]> {
  return page.evaluate((css) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, color);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r = 0, g = 0, b2 = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Another phone of `user`'s, for a check about the phone itself (its screen, its theme). */
async function anotherPhoneOf(user: E2eUser, options: PhoneOptions) {
  const { context, page } = await openPhone(options);
  await signInContext(context, user);
  return page;
}

test.describe('the screens on a phone', () => {
  // One couple with something on every screen for all these checks, each a step.
  test('a couple’s screens with their things on them', async () => {
    const { ana, phoneA } = await coupleWithData();
    const page = phoneA.page;

    await test.step('the pet’s care buttons are on the first screen, stacked toasts never cover them nor the header, and Saciedad is the fed bar', async () => {
      await openScreen(page, '/pet');
      const buttons = ['Alimentar', 'Jugar', 'Acariciar', 'Dormir'].map((name) =>
        page.getByRole('button', { name }),
      );
      for (const button of buttons) {
        const { y, height } = await box(button);
        expect(y + height, 'visible without scrolling on a 390 x 844 phone').toBeLessThanOrEqual(
          844,
        );
      }
      await expect(page.getByRole('progressbar', { name: 'Saciedad', exact: true })).toBeVisible();
      for (const button of buttons) await button.tap();
      await expect(toastText(page, '¡Bien hecho! +10 XP, +6 monedas').first()).toBeVisible();
      // The other toasts come with their own answers: wait until they stack, then measure.
      await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBeGreaterThan(1);
      // Every toast measured at one moment: one by one, a toast could time out in between.
      // The header's back button as well: a toast over it hid it (#40).
      const buttonBoxes = await Promise.all(
        [...buttons, page.getByRole('link', { name: 'Volver' })].map(box),
      );
      const toastBoxes = await page.locator('[data-sonner-toast]').evaluateAll((toasts) =>
        toasts.map((toast) => {
          const { x, y, width, height } = toast.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
      expect(toastBoxes.length).toBeGreaterThan(1);
      for (const toastBox of toastBoxes) {
        for (const buttonBox of buttonBoxes) expect(overlaps(toastBox, buttonBox)).toBe(false);
      }
    });

    await test.step('a one-line goal title is level with its checkbox', async () => {
      await openScreen(page, '/bucket-list');
      const card = page.getByRole('article', { name: GOAL });
      const checkbox = await box(card.getByRole('checkbox', { name: GOAL }));
      const title = await card.getByRole('heading', { name: GOAL }).evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        const { top, height } = range.getBoundingClientRect();
        return { top, height };
      });
      const offset = title.top + title.height / 2 - (checkbox.y + checkbox.height / 2);
      expect(Math.abs(offset)).toBeLessThanOrEqual(2);
    });

    await test.step("calendars: Monday first in Spanish for events, the spec's Sunday for emotions, marks keep their colour when selected, a failed month is not an empty one", async () => {
      await openScreen(page, '/calendar');
      const firstHeader = () => page.getByRole('columnheader').first().textContent();
      expect((await firstHeader())?.toLowerCase()).toBe('lun');
      // Today holds a plan and is selected; the plan mark stays the legend's colour.
      const todayMark = page.locator('button[aria-pressed="true"] [data-event-type="plan"]');
      const legend = page.locator('[data-event-type="plan"]').last();
      const colour = (locator: Locator) =>
        locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await colour(todayMark)).toBe(await colour(legend));
      expect(await colour(todayMark)).not.toBe('rgb(255, 255, 255)');
      // The date line: the type is a chip, no "·" left dangling.
      const event = page.getByRole('article', { name: 'Cena en el italiano' });
      await expect(event).not.toContainText('·');
      expect((await box(event.locator('[data-event-type-chip]'))).height).toBeLessThan(30);
      expect((await box(event.locator('time'))).height).toBeLessThan(26);

      await openScreen(page, '/emotion-calendar');
      expect((await firstHeader())?.toLowerCase()).toBe('dom');
      // A month this phone never saw (a reload would draw the kept copy of this one).
      await page.route('**/api/emotions/month?*', (route) => route.fulfill({ status: 503 }));
      await page.getByRole('button', { name: 'Mes anterior' }).click();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await page.unroute('**/api/emotions/month?*');
    });

    await test.step('memory photos come in two sizes for the slot; a photo-less memory’s delete says so and wraps', async () => {
      // A phone's sharp screen: two device pixels per CSS pixel.
      const sharp = await anotherPhoneOf(ana, { pixelRatio: 2 });
      await openScreen(sharp, '/memories');
      const photo = sharp.getByRole('article', { name: 'Atardecer en la playa' }).locator('img');
      await expect(photo).toHaveAttribute(
        'srcset',
        /\.thumb\.webp\?[^ ]+ 400w, .+\.thumb-large\.webp\?[^ ]+ 800w$/,
      );
      await expect(photo).toHaveAttribute('sizes', /100vw/);
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expectImageLoaded(photo);
      // A 2x phone fills a card of about 350 points with the 800 px one.
      expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
        '.thumb-large.webp',
      );

      const card = sharp.getByRole('article', { name: LONG_WORD_TITLE });
      await card.getByRole('button', { name: `Eliminar «${LONG_WORD_TITLE}»` }).tap();
      const dialog = sharp.getByRole('alertdialog', { name: '¿Eliminar este recuerdo?' });
      await expect(dialog).toContainText(`«${LONG_WORD_TITLE}» se borrará para los dos.`);
      await expect(dialog).not.toContainText('foto');
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      const dialogBox = await box(dialog);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    });

    await test.step('the chosen tab and filter stand out in dark mode', async () => {
      const dark = await anotherPhoneOf(ana, { colorScheme: 'dark' });
      const expectChosenStandsOut = async (chosen: Locator) => {
        const [fill, track, text] = await chosen.evaluate((element) => [
          getComputedStyle(element).backgroundColor,
          getComputedStyle(element.parentElement as Element).backgroundColor,
          getComputedStyle(element).color,
        ]);
        const [fillRgb, trackRgb, textRgb] = await Promise.all([
          rgbOf(dark, fill ?? ''),
          rgbOf(dark, track ?? ''),
          rgbOf(dark, text ?? ''),
        ]);
        expect(contrast(fillRgb, trackRgb), 'chosen against the track').toBeGreaterThanOrEqual(3);
        expect(contrast(textRgb, fillRgb), 'its text').toBeGreaterThanOrEqual(4.5);
      };
      await openScreen(dark, '/calendar');
      await expectChosenStandsOut(dark.getByRole('tab', { name: 'Calendario', selected: true }));
      await openScreen(dark, '/memories');
      await expectChosenStandsOut(dark.getByRole('radio', { name: 'Todos', checked: true }));
    });
  });

  test('the password field looks empty, and emoji have colour fonts to fall back on', async () => {
    const { page } = await openPhone();
    await openScreen(page, '/auth');
    const screen = authScreen(page);
    expect(await screen.password.getAttribute('placeholder')).toBeNull();
    await screen.signUpMode.click();
    await expect(screen.password).toHaveAttribute('placeholder', 'Al menos 6 caracteres');
    const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    for (const font of ['Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji']) {
      expect(fonts).toContain(font);
    }
  });
});

// Pictures of these screens at 390 px in both themes, to look at.
test.describe('screenshots of the screens on a phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} theme`, { tag: '@screenshots' }, async () => {
      const { phoneA } = await coupleWithData(colorScheme);
      const page = phoneA.page;
      for (const [pathname, name] of [
        ['/dashboard', 'dashboard'],
        ['/memories', 'memories'],
        ['/calendar', 'calendar'],
        ['/bucket-list', 'bucket-list'],
        ['/stats', 'stats'],
        ['/pet', 'pet'],
        ['/date-plans', 'date-plans'],
      ] as const) {
        await openScreen(page, pathname);
        await screenshot(page, `phone-${name}-${colorScheme}`, { fullPage: pathname !== '/pet' });
      }
      await openScreen(page, '/calendar');
      await page.getByRole('tab', { name: 'Lista' }).tap();
      await expect(page.getByRole('article', { name: 'Aniversario' })).toBeVisible();
      await screenshot(page, `phone-calendar-list-${colorScheme}`);
      // Toasts at the top, over nothing that was tapped.
      await openScreen(page, '/pet');
      await page.getByRole('button', { name: 'Alimentar' }).tap();
      await page.getByRole('button', { name: 'Jugar' }).tap();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
      await screenshot(page, `phone-pet-toasts-${colorScheme}`, { fullPage: false });
      // A long one-word title in the delete confirmation, without a photo.
      await openScreen(page, '/memories');
      await page.getByRole('button', { name: `Eliminar «${LONG_WORD_TITLE}»` }).tap();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await screenshot(page, `phone-memory-delete-${colorScheme}`, { fullPage: false });
    });
  }
});
