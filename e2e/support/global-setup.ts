import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildHarness } from '../blocks/harness-server';
import { buildSnapshotIfStale, snapshotApp } from './app-snapshot';

/** Where the workers find the app snapshot (environment set here reaches every worker). */
export const APP_SNAPSHOT_ENV = 'JUNTOS_E2E_APP_DIR';

/**
 * Once per run, before the workers start: a snapshot of this checkout that every worker's
 * production server runs from (see fixtures.ts), and the building-blocks page, built once for
 * the tests and the screenshots that use it. Returns the teardown that removes the snapshot.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-e2e-app-'));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, who must reach the app.
  await fs.chmod(tempDir, 0o755);
  const removeSnapshot = () => fs.rm(tempDir, { recursive: true, force: true });
  try {
    const appDir = path.join(tempDir, 'app');
    await snapshotApp(appDir);
    await buildSnapshotIfStale(appDir);
    await buildHarness();
    process.env[APP_SNAPSHOT_ENV] = appDir;
  } catch (error) {
    await removeSnapshot();
    throw error;
  }
  return removeSnapshot;
}
