import { randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, inject, onTestFinished } from 'vitest';

export const baseUrl = inject('e2eBaseUrl');
const chromiumPath = inject('e2eChromiumPath');

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

// Quiet, reproducible Chromium: no GPU, no update or sync traffic, no first-run dialogs.
// --no-sandbox because CI runs as root, where Chromium's sandbox refuses to start.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Native controls (the date picker) in the app's default language, as on a Spanish phone.
  '--lang=es-ES',
];

export function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is missing; browser tests should have been skipped');
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

let browser: Browser | undefined;

/**
 * A describe block whose tests drive Chromium (one browser for the block). Without Chromium
 * on this machine the whole block is skipped; the global setup printed how to install it.
 */
export function describeInBrowser(name: string, body: () => void) {
  describe.skipIf(!chromiumPath)(name, () => {
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
    body();
  });
}

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
}

/** A phone-sized, Spanish-speaking browser profile, like most of the app's users. */
export function newPhoneContext(
  target: Browser,
  {
    colorScheme = 'light',
    storageState,
    clientAddress = randomClientAddress(),
    locale = 'es-ES',
  }: PhoneOptions = {},
): Promise<BrowserContext> {
  return target.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    colorScheme,
    storageState,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
  });
}

/**
 * The whole page by default. `fullPage: false` takes what the phone's screen shows: needed for
 * fixed elements (a bottom bar, a modal sheet), which a full-page picture draws mid-page.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  // Webfonts swap in late; a screenshot before that shows the fallback font.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file, animations: 'disabled', fullPage });
  return file;
}

/**
 * A new phone for the current test, closed when the test ends; a failing test leaves a
 * screenshot of what the person saw at that moment (test-results/screenshots/failed-*.png).
 */
export async function openPhone(options: PhoneOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  if (!browser) throw new Error('openPhone() must run inside describeInBrowser()');
  const context = await newPhoneContext(browser, options);
  const page = await context.newPage();
  // What went wrong in the page, printed only when the test fails.
  const problems: string[] = [];
  const uncaught: string[] = [];
  page.on('pageerror', (error) => {
    uncaught.push(error.message);
    problems.push(`page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const slug = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      const file = await screenshot(page, `failed-${slug}`).catch(() => 'none');
      console.log(`[${task.name}] at ${page.url()}, screenshot: ${file}\n${problems.join('\n')}`);
    }
    await context.close();
    // A screen that works only after an uncaught exception is still broken.
    if (task.result?.state !== 'fail' && uncaught.length > 0) {
      throw new Error(`Uncaught errors in the page:\n${uncaught.join('\n')}`);
    }
  });
  return { context, page };
}
