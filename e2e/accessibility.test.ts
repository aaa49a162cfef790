import type { Page } from '@playwright/test';
import {
  adoptThePet,
  coupleWithData,
  coupleWithDataBeforeThePet,
  openScreen,
} from './couple-with-data';
import { authScreen } from './support/auth-screen';
import { axeOn } from './support/axe';
import { openPhone } from './support/browser';
import { linkCoupleThroughApi } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi } from './support/memories';
import { expectFitsNarrowPhones } from './support/narrow-phones';
import { phoneToday } from './support/phone-clock';
import { addEventThroughApi, addGoalThroughApi } from './support/plans';
import { expectScreenAt } from './support/screen';
import { signInContext, signUpThroughApi } from './support/users';

/**
 * Every screen, filled with content, checked by axe-core in both themes: the rules Lighthouse's
 * accessibility score counts (WCAG 2.x A and AA, best practices such as heading order), plus
 * label-content-name-mismatch, which axe ships as experimental and Lighthouse turns on. The same
 * walk then narrows each screen to 320, 360 and 390 px (support/narrow-phones.ts): one visit of
 * each screen for both checks, where two walks loaded each screen twice.
 */
async function expectNoViolations(page: Page, screen: string, only?: readonly string[]) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Cards fade in (float-up): mid-fade, text is see-through and its contrast is not the page's.
  // Every animation that ends is awaited; the endless ones (a beating heart) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = only
    ? axeOn(page).withRules([...only])
    : axeOn(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'])
        // The rules Lighthouse does not count (or counts only as manual checks).
        .disableRules(['region', 'css-orientation-lock', 'hidden-content', 'p-as-heading']);
  const results = await axe.analyze();
  const found = results.violations.map(
    (violation) =>
      `${screen}: ${violation.id} (${violation.help})\n${violation.nodes
        .slice(0, 4)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n')}`,
  );
  expect.soft(found, found.join('\n')).toEqual([]);
}

const SIGNED_IN_SCREENS = [
  '/dashboard',
  '/profile',
  '/stats',
  '/calendar',
  '/memories',
  '/bucket-list',
  '/games',
  '/date-plans',
  '/pet',
  '/emotion-jar',
  '/emotion-calendar',
  '/daily-question',
  '/letters',
  '/chat',
];

/** Until the screen shows its content: no skeleton left, every picture loaded. */
async function expectSettled(page: Page) {
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
}

/**
 * What a theme can change: colours. The dark theme is checked for these only; names, roles,
 * headings and landmarks are the same markup, checked once in the light (half the axe work).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Each screen once, checked in the light theme and then, switched in place, in the dark. */
async function expectNoViolationsInBothThemes(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    // The app follows the system's theme as it changes (nothing chosen on this phone).
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(
      colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    await expectNoViolations(
      page,
      `${screen} (${colorScheme})`,
      colorScheme === 'dark' ? COLOUR_RULES : undefined,
    );
  }
}

/**
 * A couple with something on every screen (couple-with-data.ts: the longest titles, a plan done
 * and one under way, a photo, an event, a goal, an emotion, the pet), and from B what A sees only
 * of a partner's: a memory to heart, an emotion in the jar.
 */
async function coupleWithSomethingEverywhere() {
  const { phoneA, phoneB } = await coupleWithData();
  await createMemoryThroughApi(phoneB.context, { title: 'Cena en casa' });
  const emotion = await phoneB.context.request.post('/api/emotions', {
    data: { emotionType: 'amoroso' },
  });
  expect(emotion.status(), await emotion.text()).toBe(201);
  // A letter waiting for Ana (she may open it), and one she sealed for Bruno.
  for (const [context, body] of [
    [phoneB.context, 'Para cuando me eches de menos'],
    [phoneA.context, 'Para cuando estés triste'],
  ] as const) {
    const letter = await context.request.post('/api/letters', {
      multipart: { body, openWhenSuggestion: 'missMe' },
    });
    expect(letter.status(), await letter.text()).toBe(201);
  }
  // A conversation: Bruno writes, Ana answers quoting him, and he gives her answer a heart.
  const said = await phoneB.context.request.post('/api/chat/messages', {
    data: { text: '¿Pizza o sushi esta noche?' },
  });
  expect(said.status(), await said.text()).toBe(201);
  const answer = await phoneA.context.request.post('/api/chat/messages', {
    data: {
      text: 'Sushi, y luego paseo 💕',
      replyToId: ((await said.json()) as { id: string }).id,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const answerId = ((await answer.json()) as { id: string }).id;
  await phoneB.context.request.put(`/api/chat/messages/${answerId}/heart`);
  return phoneA.page;
}

/** One screen, opened and filled: axe in both themes, then the narrow phones. */
async function expectScreenAccessible(page: Page, screen: string) {
  await openScreen(page, screen);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and pictures arrive after the frame: checked once they are all there.
  await expectSettled(page);
  await expectNoViolationsInBothThemes(page, screen);
  await expectFitsNarrowPhones(page, screen);
}

/**
 * The hundred plans are drawn as the list is scrolled (use-rows-near-view.ts): the last one is
 * reached by scrolling, and a screen reader hears each row's place among all a hundred.
 */
async function expectEveryPlanReachable(page: Page) {
  const rows = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^#1 / }) });
  await expect(rows.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '100');
  const last = page.getByRole('button', { name: /^#100 / });
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4_000);
      return last.count();
    })
    .toBe(1);
  await expect(last).toBeVisible();
}

async function expectScreensAccessible(page: Page, screens: readonly string[]) {
  for (const screen of screens) {
    await test.step(screen, () => expectScreenAccessible(page, screen));
    if (screen === '/date-plans') await expectEveryPlanReachable(page);
    if (screen !== '/dashboard') continue;
    // The home screen with both plan cards, the one that ran 18 px off the edge.
    await expect(page.getByRole('heading', { name: 'Último plan completado' })).toBeVisible();
    // The carousel's photos also come in both sizes. The slide's link is named by the title
    // written over the photo; the photo itself is silent.
    const slidePhoto = page.getByRole('link', { name: 'Atardecer en la playa' }).locator('img');
    await expect(slidePhoto).toHaveAttribute('srcset', / 400w, .+\.thumb-large\.webp\?[^ ]+ 800w$/);
  }
}

test.describe('accessibility of every screen, and every screen on narrow phones', () => {
  // axe is the heaviest work of the browser suite: three tests the workers share, not one long
  // one that a loaded machine pushed past its time.
  test.describe.configure({ mode: 'parallel' });

  test('signed out, a couple without a pet, and a lost address: no axe violations, light and dark, and each fits 320 px', async () => {
    const { page: authPage } = await openPhone();
    await test.step('/auth', async () => {
      await authPage.goto('/auth');
      await expect(authScreen(authPage).email).toBeVisible();
      await expectNoViolationsInBothThemes(authPage, '/auth');
      await expectFitsNarrowPhones(authPage, '/auth');
    });
    await test.step('/404, signed out', async () => {
      await authPage.goto('/no-such-screen');
      await expect(authPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolationsInBothThemes(authPage, '/404');
    });

    // The egg waiting to hatch pulses for as long as the screen is open: no settling to wait for.
    const { phoneA } = await coupleWithDataBeforeThePet();
    const a = phoneA.page;
    await test.step('/pet-setup', async () => {
      await openScreen(a, '/pet-setup');
      await expect(a.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolationsInBothThemes(a, '/pet-setup');
      await expectFitsNarrowPhones(a, '/pet-setup');
    });
    await adoptThePet(phoneA.context);
    await test.step('/404, signed in', async () => {
      await openScreen(a, '/no-existe');
      await expectNoViolationsInBothThemes(a, '/404 (signed in)');
      await expectFitsNarrowPhones(a, '/no-existe');
    });
  });

  // Two parts of seven screens, each with its own couple: a couple filled with data costs about
  // as much as three screens' checks, and one part of fourteen ran long on a loaded machine.
  const PARTS = 2;
  const size = Math.ceil(SIGNED_IN_SCREENS.length / PARTS);
  for (let part = 1; part <= PARTS; part++) {
    const screens = SIGNED_IN_SCREENS.slice((part - 1) * size, part * size);
    test(`the couple's screens, part ${part} (${screens.join(', ')}): no axe violations, light and dark`, async () => {
      await expectScreensAccessible(await coupleWithSomethingEverywhere(), screens);
    });
  }
});

// What a person reads and a screen reader says: initials, and buttons, colours and links named
// after what they act on.
test.describe('names', () => {
  test('initials are letters, and event and goal buttons name their item', async () => {
    const ana = await signUpThroughApi({ fullName: 'Ana García 🌸' });
    const bruno = await signUpThroughApi({ fullName: 'Bruno Díaz' });
    const phoneA = await openPhone();
    const phoneB = await openPhone();
    await signInContext(phoneA.context, ana);
    await signInContext(phoneB.context, bruno);
    await linkCoupleThroughApi(phoneA.context, phoneB.context);
    const page = phoneB.page;
    await page.goto('/dashboard');
    await expect(page.getByText('AG', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('A🌸', { exact: true })).toHaveCount(0);

    await addEventThroughApi(phoneA.context, {
      title: 'Cena en el italiano',
      eventDate: phoneToday(),
    });
    await addGoalThroughApi(phoneA.context, 'Ver la aurora boreal');
    await page.goto('/calendar');
    await expect(
      page.getByRole('button', { name: 'Editar «Cena en el italiano»', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Eliminar «Cena en el italiano»', exact: true }),
    ).toBeVisible();
    await page.goto('/bucket-list');
    await expect(
      page.getByRole('button', { name: 'Editar «Ver la aurora boreal»', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Eliminar «Ver la aurora boreal»', exact: true }),
    ).toBeVisible();

    // Pet colours are read by name, not by code.
    await page.goto('/pet-setup');
    await expect(page.getByRole('radio', { name: 'Rosa', exact: true })).toBeAttached();
    await expect(page.getByRole('radio', { name: /#[0-9A-F]{6}/i })).toHaveCount(0);

    // "Metas totales" says that it opens the date plans.
    await page.goto('/stats');
    const goals = page.getByRole('link', { name: /Metas totales/ });
    await expect(goals).toContainText('Ver en 100 Planes');
    await goals.click();
    await expectScreenAt(page, '/date-plans');
  });
});
