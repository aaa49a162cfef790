import { randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  TestInfo,
} from '@playwright/test';
import { machineNow } from '@test/machine-clock';
import { noonZone, phoneZone, standPhonesAt } from './phone-clock';
import { keepOrClose, listenUnwatched, takeKeptPhone, watchForLastingChanges } from './phone-pool';
import { TAKES_PICTURES } from './pictures';

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** A made-up client address per person: the rate limiter then counts each one separately. */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  storageState?: BrowserContextOptions['storageState'];
  /** Reuse an address, e.g. the same person coming back; a fresh one otherwise. */
  clientAddress?: string;
  /** The browser's language (Spanish unless a test is about another). */
  locale?: string;
  /** Another browser's User-Agent (Chromium's own otherwise), for a device seen as another. */
  userAgent?: string;
  /** The phone's time zone: where it is about noon when the test starts, unless a test says. */
  timezoneId?: string;
  /**
   * Let the app's service worker run on this phone; the file's `withServiceWorker` option
   * (fixtures.ts) otherwise.
   */
  serviceWorker?: boolean;
  /** Animations as they are (a test about motion); others run with reduced motion. */
  motion?: boolean;
  /**
   * Device pixels per CSS pixel: a test about what a sharp screen loads says 2 (a phone's);
   * otherwise 2 for pictures and 1 for the tests (a quarter of the painting).
   */
  pixelRatio?: number;
}

/** Every option settled: the defaults of a phone-sized, Spanish-speaking profile. */
function settle(options: PhoneOptions) {
  return {
    colorScheme: options.colorScheme ?? 'light',
    storageState: options.storageState,
    clientAddress: options.clientAddress ?? randomClientAddress(),
    locale: options.locale ?? 'es-ES',
    userAgent: options.userAgent,
    timezoneId: options.timezoneId ?? phoneZone(),
    serviceWorker: options.serviceWorker ?? false,
    motion: options.motion ?? false,
    pixelRatio: options.pixelRatio ?? (TAKES_PICTURES ? 2 : 1),
  };
}

/**
 * What a kept phone must have been opened with to stand in for a new one (its address is set
 * anew); null for a profile that is never kept (phone-pool.ts).
 */
function kindOf(phone: ReturnType<typeof settle>): string | null {
  if (phone.serviceWorker || phone.storageState) return null;
  const { locale, userAgent, timezoneId, colorScheme, motion, pixelRatio } = phone;
  return JSON.stringify([locale, userAgent, timezoneId, colorScheme, motion, pixelRatio]);
}

/** A phone-sized, Spanish-speaking browser profile, like most of the app's users. */
export function newPhoneContext(
  browser: Browser,
  baseUrl: string,
  options: PhoneOptions = {},
): Promise<BrowserContext> {
  const phone = settle(options);
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: phone.pixelRatio,
    isMobile: true,
    hasTouch: true,
    locale: phone.locale,
    userAgent: phone.userAgent,
    timezoneId: phone.timezoneId,
    serviceWorkers: phone.serviceWorker ? 'allow' : 'block',
    reducedMotion: phone.motion ? 'no-preference' : 'reduce',
    colorScheme: phone.colorScheme,
    storageState: phone.storageState,
    extraHTTPHeaders: { 'x-forwarded-for': phone.clientAddress },
  });
}

/** The test under way in this worker (a worker runs one test at a time): set by fixtures.ts. */
let current:
  | {
      browser: Browser;
      baseUrl: string;
      testInfo: TestInfo;
      phones: Phone[];
      withServiceWorker: boolean;
    }
  | undefined;

interface Phone {
  context: BrowserContext;
  page: Page;
  /** What a kept phone must match to stand in for this one; null when it is never kept. */
  kind: string | null;
  problems: string[];
  uncaught: string[];
}

/**
 * The `phones` fixture's body: lets openPhone() use this test's browser, then closes every phone
 * it opened. A failing test gets what each phone showed at that moment (a screenshot attached to
 * the test, also saved as test-results/screenshots/failed-*.png) and what went wrong in the pages.
 */
export async function bindPhones(
  {
    browser,
    baseUrl,
    testInfo,
    withServiceWorker,
  }: { browser: Browser; baseUrl: string; testInfo: TestInfo; withServiceWorker: boolean },
  use: (value: undefined) => Promise<void>,
): Promise<void> {
  const phones: Phone[] = [];
  current = { browser, baseUrl, testInfo, phones, withServiceWorker };
  standPhonesAt(noonZone(machineNow()));
  try {
    await use(undefined);
  } finally {
    current = undefined;
    standPhonesAt(null);
  }
  const failed = testInfo.status !== testInfo.expectedStatus;
  for (const [index, phone] of phones.entries()) {
    if (failed && !phone.page.isClosed()) {
      const slug = `${testInfo.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${index + 1}`;
      const file = await savePicture(phone.page, `failed-${slug}`, true).catch(() => undefined);
      if (file)
        await testInfo.attach(`phone ${index + 1}`, { path: file, contentType: 'image/png' });
      await testInfo.attach(`phone ${index + 1} problems`, {
        body: [`at ${phone.page.url()}`, ...phone.problems].join('\n'),
        contentType: 'text/plain',
      });
    }
    // Emptied and kept for the next test, or closed (a failed test's phones are closed).
    await keepOrClose(phone.context, { kind: failed ? null : phone.kind, origin: baseUrl });
  }
  // A screen that works only after an uncaught exception is still broken.
  const uncaught = phones.flatMap((phone) => phone.uncaught);
  if (!failed && uncaught.length > 0) {
    throw new Error(`Uncaught errors in the page:\n${uncaught.join('\n')}`);
  }
}

/**
 * A screen the server drew, or the last screen's picture the service worker put in the shell
 * (lib/last-screen), shows before the app's code has taken it over: a tap then would be lost
 * (a person taps again; a test would fail on it, or find the picture's copy of a text as well).
 * After goto and reload, such a page (it carries #juntos-state or #last-screen) is waited on
 * until the app marks its screen live (lib/after-first-paint.ts), which also removes the picture;
 * the plain app shell needs no wait, it shows nothing before its code.
 */
function waitForHydrationOnNavigation(page: Page) {
  const whenLive = async <T>(response: T, waitUntil: string | undefined): Promise<T> => {
    // A test that asks for less than the load (its scripts may be blocked) gets just that.
    if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return response;
    const isDrawnBeforeItsCode = await page
      .evaluate(
        () =>
          document.getElementById('juntos-state') !== null ||
          document.getElementById('last-screen') !== null,
      )
      .catch(() => false);
    if (isDrawnBeforeItsCode) {
      await page.waitForFunction(() => document.documentElement.dataset.screen === 'live');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    await historySettled(page);
    return whenLive(await goto(url, options), options?.waitUntil);
  };
  page.reload = async (options) => {
    await historySettled(page);
    return whenLive(await reload(options), options?.waitUntil);
  };
}

/**
 * A sheet or dialog that just closed still takes its history entry off with `history.back()`, a
 * moment later (lib/use-close-on-back.ts). That traversal cancels a navigation started in
 * between: a reload right after a dialog closed failed with ERR_ABORTED on a loaded machine. A
 * person cannot reload that fast; a test can, so it waits for the entry to go first (an entry
 * still on top with a sheet open is the sheet's own, and is left alone).
 */
async function historySettled(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return;
  await page
    .waitForFunction(
      () =>
        (window.history.state as Record<string, unknown> | null)?.juntosSheet === undefined ||
        document.querySelector('[role="dialog"][data-state="open"]') !== null,
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => {});
}

/**
 * React's words for a page whose server markup the browser did not draw the same (its
 * production build names them by number: 418 text, 421/422/423 boundaries, 425 content).
 */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/** A new phone for the current test, closed when the test ends (see bindPhones). */
export async function openPhone(options: PhoneOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  if (!current) throw new Error('openPhone() runs inside a test from e2e/support/fixtures.ts');
  const settled = settle({ serviceWorker: current.withServiceWorker, ...options });
  const kind = kindOf(settled);
  const kept = kind ? await takeKeptPhone(kind, settled.clientAddress) : undefined;
  const { context, page } = kept ?? (await newPhone(current.browser, current.baseUrl, settled));
  const phone: Phone = { context, page, kind, problems: [], uncaught: [] };
  current.phones.push(phone);
  // What went wrong in the page, reported only when the test fails.
  page.on('pageerror', (error) => {
    phone.uncaught.push(error.message);
    phone.problems.push(`page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') phone.problems.push(`console.error: ${message.text()}`);
    // The server's page and the browser's first render must be the same page (docs/BOOT.md):
    // any hydration mismatch fails the test, even one React recovered from.
    if (HYDRATION_PROBLEM.test(message.text())) phone.uncaught.push(message.text());
  });
  page.on('requestfailed', (request) => phone.problems.push(`request failed: ${request.url()}`));
  return { context, page };
}

/** A new profile with its first page; each of its pages waits for a drawn screen's takeover. */
async function newPhone(browser: Browser, baseUrl: string, options: PhoneOptions) {
  const context = await newPhoneContext(browser, baseUrl, options);
  watchForLastingChanges(context);
  listenUnwatched(context, 'page', waitForHydrationOnNavigation);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A picture for people to look at, saved as test-results/screenshots/<name>.png and attached to
 * the test. The whole page by default; `fullPage: false` takes what the phone's screen shows:
 * needed for fixed elements (a bottom bar, a modal sheet), which a full-page picture draws
 * mid-page.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string | null> {
  if (!TAKES_PICTURES) return null;
  return savePicture(page, name, fullPage);
}

/** The picture itself: for `screenshot`, and for what a failing test's phones showed. */
async function savePicture(page: Page, name: string, fullPage: boolean): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // Webfonts swap in late; a screenshot before that shows the fallback font.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file, animations: 'disabled', fullPage });
  await current?.testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}
