import type { Page, Request } from '@playwright/test';
import { openPhone } from './support/browser';
import { linkedPartnersOnPhones } from './support/couples';
import { expect, test } from './support/fixtures';
import { createMemoryThroughApi } from './support/memories';
import { expectScreenAt, openAsAppShell } from './support/screen';

/**
 * A signed-in screen opened from its address asks for its data as soon as the session is known
 * (app/router.tsx `preloadScreen`), not after the couple check, its code and its first render in
 * turn. The couple check is held here until the screen's own request has gone out: before that
 * change the screen never asked while the check was unanswered, and the test timed out.
 */
async function holdCoupleCheckUntil(page: Page, isAwaited: (request: Request) => boolean) {
  const awaited = page.waitForRequest(isAwaited, { timeout: 10_000 });
  let heldUntilAwaitedSeen = false;
  await page.route('**/api/couples/me', async (route) => {
    await awaited;
    heldUntilAwaitedSeen = true;
    await route.continue();
  });
  return () => heldUntilAwaitedSeen;
}

/**
 * How many times each API address was asked for (GET only), to prove nothing is asked twice.
 * The live stream is kept shut: its first `ready` refetches every screen's data on purpose, to
 * catch up on what changed before it listened (late-stream.test.ts), which is not a repeat.
 */
async function countApiReads(page: Page): Promise<Map<string, number>> {
  await page.route('**/api/realtime', (route) => route.abort());
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (url.pathname.startsWith('/api/storage/') || url.pathname === '/api/realtime') return;
    const key = `${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

test.describe('first screen data', () => {
  test("from the app shell, the partner's memory is asked for while the couple check is still unanswered, once", async () => {
    const { phoneA, phoneB } = await linkedPartnersOnPhones();
    await createMemoryThroughApi(phoneB.context, { title: 'Atardecer en Cádiz' });
    const page = phoneA.page;
    const reads = await countApiReads(page);
    await openAsAppShell(page, '/memories');
    const isMemoryList = (request: Request) =>
      new URL(request.url()).pathname === '/api/memories' && request.method() === 'GET';
    const wasHeld = await holdCoupleCheckUntil(page, isMemoryList);

    await page.goto('/memories');
    await expectScreenAt(page, '/memories');
    await expect(page.getByText('Atardecer en Cádiz')).toBeVisible();
    expect(wasHeld()).toBe(true);
    // The prefetched answers are the ones the screen shows: no query asked a second time.
    expect(reads.get('/api/memories?filter=all&sort=date-desc')).toBe(1);
    expect(reads.get('/api/memories/summary')).toBe(1);
    expect(reads.get('/api/couples/me')).toBe(1);
    expect(reads.get('/api/auth/get-session')).toBe(1);
  });

  test('from the app shell, the dashboard asks for its data once, beside the session check', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    const reads = await countApiReads(page);
    await openAsAppShell(page, '/dashboard');
    await page.goto('/dashboard');
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByText('Bruno', { exact: false }).first()).toBeVisible();
    expect(reads.get('/api/dashboard')).toBe(1);
    expect(reads.get('/api/memories/on-this-day')).toBe(1);
    // The daily question's card: its own read, once.
    await expect(page.getByRole('region', { name: 'La pregunta del día' })).toBeVisible();
    expect(reads.get('/api/daily-questions/today')).toBe(1);
  });

  test('the dashboard the server drew carries its data: the browser asks for none of it again', async () => {
    const { phoneA } = await linkedPartnersOnPhones();
    const page = phoneA.page;
    // Drawn more than the bus's clock allowance (2 s, realtime-bus.ts) after the couple's last
    // change (linking them): otherwise its stream rightly cannot vouch for the page's data.
    await page.waitForTimeout(2_100);
    const reads = await countApiReads(page);
    const response = await page.goto('/dashboard');
    // In the document itself, before any script ran.
    expect(await response?.text()).toContain('Bruno');
    await expectScreenAt(page, '/dashboard');
    await expect(page.getByText('Bruno', { exact: false }).first()).toBeVisible();
    // The cards under the names (the daily question, pienso en ti) came with the page too.
    await expect(page.getByRole('region', { name: 'La pregunta del día' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pienso en ti' })).toBeVisible();
    // Nor once the live stream listens: the server says nothing changed since the page's data
    // (realtime-catch-up.ts), where the stream's catch-up used to refetch every card.
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'ready');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reads.get('/api/daily-questions/today')).toBeUndefined();
    expect(reads.get('/api/affection')).toBeUndefined();
    expect(reads.get('/api/auth/get-session')).toBeUndefined();
    expect(reads.get('/api/dashboard')).toBeUndefined();
    expect(reads.get('/api/memories/on-this-day')).toBeUndefined();
  });

  test('signed out, a shared screen asks for nothing but the session', async () => {
    const { page } = await openPhone();
    const reads = await countApiReads(page);
    await page.goto('/memories');
    await expectScreenAt(page, '/');
    expect([...reads.keys()]).toEqual(['/api/auth/get-session']);
  });
});
