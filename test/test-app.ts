import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { buildDependencies, type RunningDependencies } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { afterAll, beforeAll, inject } from 'vitest';
import { createTestDatabase } from './database';

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
}

/** The real app on its own fresh database and data directory. */
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
    ...env,
  });
  const deps = await buildDependencies(config, { databaseUrl: database.url, log: () => {} });
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

/** A value, or a function computing it when the `beforeAll` runs (from a resource made before). */
export type Deferred<T> = T | (() => T);

const resolveDeferred = <T>(value: Deferred<T>): T =>
  typeof value === 'function' ? (value as () => T)() : value;

/**
 * Makes a resource in a `beforeAll` and closes it in the matching `afterAll`, both registered
 * where this is called (a test file's top level, or a `describe` body), and returns a stand-in
 * whose properties are the resource's once its `beforeAll` ran. Reading one earlier (at a file's
 * or a describe's top level) or after the `afterAll` throws, naming `name`.
 *
 * Hooks run in order of registration (`afterAll` in reverse), so a second resource, or a
 * `beforeAll` written below, can use one made above it.
 */
export function setupResource<T extends { close: () => Promise<void> }>(
  name: string,
  create: () => Promise<T>,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  const resource = (): T => {
    if (current) return current;
    throw new Error(
      `${name} is used outside its beforeAll/afterAll: read it inside a test or a hook, not at the top level of a file or a describe body`,
    );
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(resource(), key),
    has: (_target, key) => Reflect.has(resource(), key),
    ownKeys: () => Reflect.ownKeys(resource()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(resource(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
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
