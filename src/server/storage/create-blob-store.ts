import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '@server/config';
import type { Clock } from '@server/jobs/clock';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';

/**
 * The photo store this instance uses: S3 when S3_* is set (checked to be reachable and
 * writable before the server starts), else `DATA_DIR/uploads`.
 */
export async function createBlobStore(
  config: Pick<TConfig, 's3' | 'dataDir'>,
  log: (message: string) => void,
  clock: Clock,
): Promise<BlobStore> {
  if (!config.s3) {
    const uploads = path.join(config.dataDir, 'uploads');
    // Closes the folder of an install whose files were written 0644 before; a missing one is
    // made 0700 by the first upload (and a tool pointed at a mistyped DATA_DIR creates nothing).
    await fs.chmod(uploads, 0o700).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    return createLocalBlobStore(uploads, clock);
  }
  const { createS3BlobStore } = await import('./s3-blob-store');
  const store = createS3BlobStore(config.s3);
  try {
    await store.checkWritable();
  } catch (error) {
    await store.close();
    throw error;
  }
  log(`[storage] photos in S3 bucket "${config.s3.bucket}"`);
  return store;
}
