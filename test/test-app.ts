import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { buildDependencies, type RunningDependencies } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { Clock } from '@server/jobs/clock';
import { inject } from 'vitest';
import { createTestDatabase } from './database';
import { type Deferred, resolveDeferred, setupResource } from './setup-resource';

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: RunningDependencies;
  databaseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /**
   * Share another test app's database instead of cloning a fresh one: a second server instance
   * on the same PostgreSQL (realtime across instances). Closing this app leaves it in place.
   */
  databaseUrl?: string;
  /** The app's clock (a `ManualClock` to move through days); the system clock otherwise. */
  clock?: Clock;
}

/**
 * The real app on its own fresh database and data directory, closed by the caller: for a test
 * that needs an app of its own. A file's or a describe's app is `setupTestApp()`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase(inject('adminDatabaseUrl'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: TEST_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // The same scrypt at its smallest work: the suite signs up thousands of people (TESTING.md).
    PASSWORD_HASHING: 'fast-for-tests',
    ...env,
  });
  const deps = await buildDependencies(config, {
    databaseUrl: database.url,
    clock: options.clock,
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    databaseUrl: database.url,
    dataDir,
    close: async () => {
      await deps.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app for every test of the file (or of the `describe` it is called in): made in a
 * `beforeAll`, closed in an `afterAll`. Write `const testApp = setupTestApp();` at the top level
 * and use `testApp.app`, `testApp.deps`... in tests and hooks.
 *
 * `env` and `options` may be functions, read when the app is made: a port known only once a
 * server started in an earlier `beforeAll`, or a second instance on the first's database,
 * `setupTestApp({}, () => ({ databaseUrl: first.databaseUrl }))`.
 */
export function setupTestApp(
  env: Deferred<Record<string, string>> = {},
  options: Deferred<TestAppOptions> = {},
): TestApp {
  return setupResource('setupTestApp()', () =>
    createTestApp(resolveDeferred(env), resolveDeferred(options)),
  );
}
