import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { PhoneOptions } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { createMemoryThroughApi, photoJpeg } from './support/memories';
import { phoneToday } from './support/phone-clock';
import { addEventThroughApi, addGoalThroughApi } from './support/plans';
import { expectScreenAt } from './support/screen';

// A couple whose screens all have something on them, for the checks of how those screens look
// on a phone (screens-on-a-phone.test.ts, accessibility.test.ts). Not a test file: the tests import it.

/** 100 characters without a space: the longest title a person can type in one word. */
export const LONG_WORD_TITLE = 'Nuestro'.padEnd(100, 'x');
export const GOAL = 'Ver la aurora boreal';

export async function post(context: BrowserContext, url: string, data?: unknown) {
  const response = await context.request.post(url, data === undefined ? {} : { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/**
 * A couple with something on every screen but the pet: plans done and under way, memories,
 * events, a goal, an emotion. '/pet-setup' is theirs to see until adoptThePet().
 */
export async function coupleWithDataBeforeThePet(options: PhoneOptions = {}) {
  const partners = await linkedPartnersOnPhones(options);
  const { context } = partners.phoneA;
  const today = phoneToday();
  // The plans with the longest titles, under way and completed.
  await post(context, '/api/date-plans/99/complete');
  await context.request.put('/api/date-plans/99/experience', {
    data: { description: 'Inolvidable', rating: 4 },
  });
  await post(context, '/api/date-plans/19/start');
  await createMemoryThroughApi(
    context,
    { title: 'Atardecer en la playa' },
    await photoJpeg(1600, 1200),
  );
  await createMemoryThroughApi(context, { title: LONG_WORD_TITLE, description: 'Sin foto' });
  await addEventThroughApi(context, { title: 'Cena en el italiano', eventDate: today });
  await addEventThroughApi(context, {
    title: 'Aniversario',
    eventDate: `${today.slice(0, 4)}-09-30`,
    eventType: 'intimacy',
  });
  await addGoalThroughApi(context, GOAL);
  await post(context, '/api/emotions', { emotionType: 'feliz' });
  return partners;
}

/** The couple adopts Pompón, a bunny: from then on '/pet-setup' moves on to '/pet'. */
export async function adoptThePet(context: BrowserContext) {
  await post(context, '/api/pet', { petType: 'bunny', petName: 'Pompón' });
}

/** A couple with something on every screen, the pet included. */
export async function coupleWithData(colorScheme: 'light' | 'dark' = 'light', pixelRatio?: number) {
  const partners = await coupleWithDataBeforeThePet({ colorScheme, pixelRatio });
  await adoptThePet(partners.phoneA.context);
  return partners;
}

/**
 * Waits for a screen to have loaded: its landmark there and no skeleton left (a skeleton is a
 * pulsing <div>; a drawing's sparkles, as on '/pet-setup', pulse for good in their <svg>).
 */
export async function openScreen(page: Page, pathname: string) {
  await page.goto(pathname);
  await expectScreenAt(page, pathname);
  await expect(page.locator('div.animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
