import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  dashboardScreen,
  expectNoReload,
  linkCoupleThroughApi,
  markNoReload,
  twoPartnersOnPhones,
} from './support/couples';
import { expect, test } from './support/fixtures';

const isStream = (request: Request) => new URL(request.url()).pathname === '/api/realtime';

/** Every /api/realtime request of a browser profile's pages, and which are still open. */
function watchStreams(context: BrowserContext) {
  const streams: Array<{ page: Page; request: Request; hasEnded: boolean }> = [];
  const watch = (page: Page) => {
    page.on('request', (request) => {
      if (isStream(request)) streams.push({ page, request, hasEnded: false });
    });
    const end = (request: Request) => {
      for (const stream of streams) if (stream.request === request) stream.hasEnded = true;
    };
    page.on('requestfinished', end);
    page.on('requestfailed', end);
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return {
    all: () => streams,
    open: () => streams.filter(({ page, hasEnded }) => !hasEnded && !page.isClosed()),
  };
}

/** Waits until one tab holds the realtime lock and `waiting` tabs queue for it. */
async function waitForElection(page: Page, waiting: number): Promise<void> {
  await page.waitForFunction(
    async (expected) => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const ours = (locks: LockInfo[]) =>
        locks.filter((lock) => lock.name?.startsWith('juntos-realtime')).length;
      return ours(held) === 1 && ours(pending) === expected;
    },
    waiting,
    { polling: 100 },
  );
}

async function rename(context: BrowserContext, fullName: string): Promise<void> {
  const response = await context.request.patch('/api/profile', { data: { fullName } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('realtime across tabs', () => {
  test('three tabs share one stream, and its events reach every tab', async () => {
    const { phoneA, phoneB } = await twoPartnersOnPhones();
    await linkCoupleThroughApi(phoneA.context, phoneB.context);

    const streams = watchStreams(phoneA.context);
    const tabs = [phoneA.page, await phoneA.context.newPage(), await phoneA.context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/dashboard');
      await expect(dashboardScreen(tab).coupleNames('Ana', 'Bruno')).toBeVisible();
      await markNoReload(tab);
    }
    await waitForElection(tabs[0]!, 2);
    // Only the first tab ever asked for a stream: the others wait for the lock instead.
    expect(streams.all().map(({ page }) => tabs.indexOf(page))).toEqual([0]);
    expect(streams.open()).toHaveLength(1);

    await rename(phoneB.context, 'Bea Martín');
    for (const tab of tabs) {
      await expect(dashboardScreen(tab).coupleNames('Ana', 'Bea')).toBeVisible();
      await expectNoReload(tab);
    }

    // The leader closes: a waiting tab takes the stream over, and once it is ready every tab
    // refetches what it may have missed in between.
    const [leader, ...followers] = tabs as [Page, Page, Page];
    const refetched = followers.map((tab) =>
      tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard'),
    );
    await leader.close();
    await expect.poll(() => streams.open().length, { timeout: 10_000 }).toBe(1);
    expect(streams.all()).toHaveLength(2);
    expect(followers).toContain(streams.open()[0]?.page);
    await Promise.all(refetched);
    await waitForElection(followers[0], 1);

    await rename(phoneB.context, 'Carla Ruiz');
    for (const tab of followers) {
      await expect(dashboardScreen(tab).coupleNames('Ana', 'Carla')).toBeVisible();
      await expectNoReload(tab);
    }
  });
});
