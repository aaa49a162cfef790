import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, warnChromiumMissing } from './e2e/support/chromium';
import { TAKES_PICTURES } from './e2e/support/pictures';

const chromiumPath = chromiumExecutable();
if (!chromiumPath) warnChromiumMissing();

/**
 * The browser tests, against the production build (`npm run test:e2e` builds it first). Each
 * worker runs its own production server with its own data directory (its own embedded
 * PostgreSQL) or its own database on TEST_DATABASE_URL: see e2e/support/fixtures.ts.
 *
 * Two projects: `e2e`, the tests, and, under `npm run screenshots` only, `screenshots`, the
 * light/dark phone pictures the team looks at (test-results/screenshots/), tagged @screenshots
 * next to the tests that reach the same screens. The closing line counts the tests only.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results',
  // Three workers, each with its own server and database: files run in parallel, the tests of one
  // file in order (building-blocks.test.ts serves its page once per file). On two cores a third
  // worker fills the moments the other two wait on a server or a timer: 7.8 min for the suite
  // where two took 8.7 (docs/TESTING.md).
  workers: Number(process.env.E2E_WORKERS) || 3,
  fullyParallel: false,
  // No retries: a test that passes only the second time is a bug to see, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A time limit catches a hang, not a slow machine: the same for every test, four minutes,
  // twice the longest test's time with both cores busy elsewhere (stress-ng --cpu 2).
  timeout: 240_000,
  expect: { timeout: 20_000 },
  globalSetup: './e2e/support/global-setup.ts',
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath ?? undefined, args: CHROMIUM_ARGS },
    // An action (click, fill) that cannot happen within this fails with where it stuck.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  // `npm test` runs the tests; `npm run screenshots` (JUNTOS_PICTURES=1) also the picture
  // scripts, and has every test take its pictures, light and dark (e2e/support/browser.ts).
  projects: [
    { name: 'e2e', grepInvert: /@screenshots/ },
    ...(TAKES_PICTURES ? [{ name: 'screenshots', grep: /@screenshots/ }] : []),
  ],
  // Without Chromium only the HTTP checks can run; the warning above says how to install it.
  ...(chromiumPath ? {} : { testMatch: 'http.test.ts' }),
});
