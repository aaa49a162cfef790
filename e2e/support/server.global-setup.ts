import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type AppServer, findFreePort, startAppServer } from './app-server';
import { snapshotApp } from './app-snapshot';
import { CHROMIUM_MISSING_MESSAGE, chromiumExecutable } from './chromium';
import { createE2eDatabase, type E2eDatabase } from './e2e-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production app under test listens, e.g. http://127.0.0.1:41234. */
    e2eBaseUrl: string;
    /** The Chromium binary to drive, or null when this machine has none (browser tests skip). */
    e2eChromiumPath: string | null;
  }
}

const SERVER_LOG = path.resolve('test-results/e2e-server.log');

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
 * One real production server for the whole e2e run: `node scripts/start.mjs` (the web app is
 * already built by `npm run test:e2e`) run from a snapshot of this checkout, with a fresh data
 * directory and a fresh database.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = chromiumExecutable();
  if (!chromiumPath) console.warn(CHROMIUM_MISSING_MESSAGE);

  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-e2e-'));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, who must reach its folder.
  await fs.chmod(tempDir, 0o755);
  const appDir = path.join(tempDir, 'app');
  const dataDir = path.join(tempDir, 'data');
  let database: E2eDatabase | undefined;
  let server: AppServer | undefined;

  const cleanUp = async () => {
    const exitCode = await server?.stop();
    if (server && exitCode !== 0) {
      console.warn(`e2e: the app did not stop cleanly (exit ${exitCode}); see ${SERVER_LOG}`);
    }
    if (server) {
      await fs.mkdir(path.dirname(SERVER_LOG), { recursive: true });
      await fs.writeFile(SERVER_LOG, server.output());
    }
    await fs.rm(tempDir, { recursive: true, force: true });
    await database?.drop();
  };

  try {
    const adminUrl = process.env.TEST_DATABASE_URL;
    // Without TEST_DATABASE_URL the app starts its own embedded PostgreSQL inside DATA_DIR.
    if (adminUrl) database = await createE2eDatabase(adminUrl);
    await snapshotApp(appDir);
    const port = await findFreePort();
    server = await startAppServer(
      appDir,
      appEnvironment({
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        // Each browser context plays a different person on a different address (X-Forwarded-For),
        // so the sign-in rate limit (5 a minute per address) counts each one separately.
        TRUST_PROXY: 'true',
        ...(database ? { DATABASE_URL: database.url } : {}),
      }),
      port,
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }

  project.provide('e2eBaseUrl', server.baseUrl);
  project.provide('e2eChromiumPath', chromiumPath);
  return cleanUp;
}
