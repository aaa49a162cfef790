import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTestS3, type TestS3 } from './s3-server';
import { type Deferred, resolveDeferred, setupResource } from './setup-resource';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** The photo stores every storage test runs against. */
export const STORAGE_DRIVERS = ['local disk', 'S3'] as const;
export type TStorageDriver = (typeof STORAGE_DRIVERS)[number];

export interface StorageTestApp extends TestApp {
  /** The S3 server behind the app; null on the local disk. */
  s3: TestS3 | null;
  /** Whether anything was written under DATA_DIR/uploads (never, with S3). */
  hasLocalUploads: () => boolean;
  /** Every stored file as `<bucket>/<path>`, sorted, whichever the driver. */
  listStored: () => Promise<string[]>;
  /**
   * The time by the store's own clock: the date it gives a file written now. S3 dates objects by
   * its clock (another machine's); the disk by the app's. A test comparing file dates with the
   * app's clock starts that clock here.
   */
  storeNow: () => Promise<Date>;
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The real app with photos on the local disk, or in a bucket of its own s3rver. */
export async function createStorageTestApp(
  driver: TStorageDriver,
  options: TestAppOptions = {},
): Promise<StorageTestApp> {
  const s3 = driver === 'S3' ? await startTestS3() : null;
  const testApp = await createTestApp(s3?.env ?? {}, options);
  return {
    ...testApp,
    s3,
    hasLocalUploads: () => fs.existsSync(path.join(testApp.dataDir, 'uploads')),
    listStored: async () => s3?.listKeys() ?? listFiles(path.join(testApp.dataDir, 'uploads')),
    storeNow: async () => {
      const { blobs } = testApp.deps;
      const probe = `clock-probe/${randomBytes(6).toString('hex')}.txt`;
      await blobs.put('date-plans', probe, Buffer.from('now'), 'text/plain');
      try {
        for await (const listed of blobs.list('date-plans')) {
          if (listed.path === probe) return listed.lastModified;
        }
        throw new Error('the clock probe was not listed');
      } finally {
        await blobs.delete('date-plans', probe);
      }
    },
    close: async () => {
      await testApp.close();
      await s3?.close();
    },
  };
}

/**
 * `createStorageTestApp` for every test of the file, or of the `describe` it is called in (one
 * per driver in a `describe.each`): made in a `beforeAll`, closed in an `afterAll`, as
 * `setupTestApp`.
 */
export function setupStorageTestApp(
  driver: TStorageDriver,
  options: Deferred<TestAppOptions> = {},
): StorageTestApp {
  return setupResource(`setupStorageTestApp('${driver}')`, () =>
    createStorageTestApp(driver, resolveDeferred(options)),
  );
}
