import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { type PushService, startPushService } from '@test/push-service';
import { type SmtpInbox, startSmtpInbox } from '@test/smtp-inbox';
import { type AppServer, findFreePort, startAppServer } from './app-server';
import { bindPhones } from './browser';
import { createE2eDatabase, type E2eDatabase } from './e2e-database';
import { APP_SNAPSHOT_ENV } from './global-setup';
import { bindApp } from './users';

export { expect };

// Settings a developer's shell or .env may carry that would change what is being tested.
const INHERITED_SETTINGS_TO_DROP = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'BASE_URL',
  'BETTER_AUTH_SECRET',
  'HOST',
  'LOG_LEVEL',
  'TRUST_PROXY',
];

function appEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    // No SMTP: sign-up then signs in at once instead of waiting for a confirmation email.
    if (key.startsWith('SMTP_') || INHERITED_SETTINGS_TO_DROP.includes(key)) delete env[key];
  }
  return { ...env, ...settings };
}

/**
 * The tests' fixtures. `app`: one real production server per worker, `node scripts/start.mjs`
 * run from the snapshot the global setup took, with a data directory of its own (its own
 * embedded PostgreSQL) or, with TEST_DATABASE_URL, a database of its own on that server; its
 * log goes to test-results/e2e-server-<worker>.log. The two workers never share data.
 * `serverTest` has the server only (HTTP checks run even without Chromium); `test` adds phones.
 */
interface WorkerFixtures {
  app: AppServer;
  /**
   * An option (`test.use({ withSmtp: true })`): the worker's server sends email, to `mailbox`.
   * Off by default, so sign-up signs in at once without a confirmation email.
   */
  withSmtp: boolean;
  /** The loopback SMTP server that receives the app's email, with `withSmtp`; else null. */
  mailbox: SmtpInbox | null;
  /**
   * An option (`test.use({ appHost: 'localhost' })`): the name the browsers reach the server
   * by (its PUBLIC_URL). Passkeys need a domain: WebAuthn refuses an IP address as its party.
   */
  appHost: '127.0.0.1' | 'localhost';
  /**
   * An option (`test.use({ withPushService: true })`): a loopback push service (`pushService`)
   * the worker's server trusts by its exact origin (only a server under NODE_ENV=test, as every
   * e2e server is, accepts an origin in PUSH_SERVICE_HOSTS).
   */
  withPushService: boolean;
  /** The loopback push service, with `withPushService`; else null. */
  pushService: PushService | null;
}

// biome-ignore lint/complexity/noBannedTypes: no test-scoped fixtures of its own.
export const serverTest = base.extend<{}, WorkerFixtures>({
  withSmtp: [false, { scope: 'worker', option: true }],
  appHost: ['127.0.0.1', { scope: 'worker', option: true }],
  withPushService: [false, { scope: 'worker', option: true }],
  pushService: [
    async ({ withPushService }, use) => {
      if (!withPushService) return use(null);
      const service = await startPushService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  mailbox: [
    async ({ withSmtp }, use) => {
      if (!withSmtp) return use(null);
      const inbox = await startSmtpInbox();
      await use(inbox);
      await inbox.close();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ mailbox, appHost, pushService }, use, workerInfo) => {
      const appDir = process.env[APP_SNAPSHOT_ENV];
      if (!appDir) throw new Error('No app snapshot: run through playwright.config.ts');
      const log = path.resolve(`test-results/e2e-server-${workerInfo.workerIndex}.log`);
      const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-e2e-data-'));
      // Run as root, the embedded PostgreSQL runs as the `postgres` user, who must reach it.
      await fs.chmod(tempDir, 0o755);
      let database: E2eDatabase | undefined;
      let server: AppServer | undefined;
      const cleanUp = async () => {
        const exitCode = await server?.stop();
        if (server) {
          await fs.mkdir(path.dirname(log), { recursive: true });
          await fs.writeFile(log, server.output());
          if (exitCode !== 0)
            console.warn(`e2e: the app did not stop cleanly (exit ${exitCode}); see ${log}`);
        }
        await fs.rm(tempDir, { recursive: true, force: true });
        await database?.drop();
      };
      try {
        const adminUrl = process.env.TEST_DATABASE_URL;
        // Without TEST_DATABASE_URL the app starts its own embedded PostgreSQL inside DATA_DIR.
        if (adminUrl) database = await createE2eDatabase(adminUrl);
        const port = await findFreePort();
        server = await startAppServer(
          appDir,
          appEnvironment({
            // The production build and server; NODE_ENV=test only lets the two settings below
            // in: a loopback push service, and the same scrypt at its smallest work (every
            // test signs people up; docs/TESTING.md).
            NODE_ENV: 'test',
            PASSWORD_HASHING: 'fast-for-tests',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: `http://${appHost}:${port}`,
            DATA_DIR: path.join(tempDir, 'data'),
            // Each browser context plays a different person on a different address
            // (X-Forwarded-For), so the sign-in rate limit (5 a minute per address) counts
            // each one separately.
            TRUST_PROXY: 'true',
            // The screens are drawn by the server whenever they can be (docs/BOOT.md): on this
            // shared, loaded machine its 250 ms budget would leave them to the browser at random.
            // The budget itself is tested in src/server/ssr/screen-renderer.test.ts.
            SSR_BUDGET_MS: '5000',
            // The push service the notifications test's browsers pretend to use.
            PUSH_SERVICE_HOSTS: ['push.example.test', pushService?.origin]
              .filter(Boolean)
              .join(','),
            ...(database ? { DATABASE_URL: database.url } : {}),
            ...(mailbox ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port) } : {}),
          }),
          port,
          appHost,
        );
      } catch (error) {
        await cleanUp();
        throw error;
      }
      bindApp(server.baseUrl);
      await use(server);
      await cleanUp();
    },
    // Starting PostgreSQL and migrating takes seconds alone, longer with the other worker busy.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseUrl);
  },
});

interface PhoneFixtures {
  phones: undefined;
  /**
   * An option (`test.use({ withServiceWorker: true })`): the file's phones run the app's service
   * worker, for what it does (offline use, the photo cache, the share target, push, the reopen's
   * picture). Off by default: a phone then sees the app as a first visit does, without the worker
   * precaching every file of the app, which cost every test about a fifth of its time.
   */
  withServiceWorker: boolean;
}

/** The browser tests: serverTest, plus the phones they open (closed when each test ends). */
export const test = serverTest.extend<PhoneFixtures>({
  withServiceWorker: [false, { option: true }],
  // openPhone() and the helpers built on it open their browser profiles in this test's
  // Chromium; they are closed when it ends (see browser.ts).
  phones: [
    async ({ browser, app, withServiceWorker }, use, testInfo) => {
      await bindPhones({ browser, baseUrl: app.baseUrl, testInfo, withServiceWorker }, use);
    },
    { auto: true },
  ],
});
