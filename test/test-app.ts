import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@server/app';
import { buildDependencies, type RunningDependencies } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { inject } from 'vitest';
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
  const deps = await buildDependencies(config, { databaseUrl: database.url });
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
