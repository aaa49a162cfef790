import fs from 'node:fs/promises';
import path from 'node:path';
import { type BlobStore, isSafeBlobPath, type TBucket } from './blob-store';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Files under `<root>/<bucket>/<path>`; writes go through a temporary file and a rename. */
export function createLocalBlobStore(root: string): BlobStore {
  const resolve = (bucket: TBucket, blobPath: string) => {
    if (!isSafeBlobPath(blobPath)) throw new Error(`Unsafe blob path: ${blobPath}`);
    return path.join(root, bucket, blobPath);
  };
  return {
    async put(bucket, blobPath, data) {
      const file = resolve(bucket, blobPath);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async get(bucket, blobPath) {
      if (!isSafeBlobPath(blobPath)) return null;
      try {
        const data = await fs.readFile(resolve(bucket, blobPath));
        const contentType =
          CONTENT_TYPES[path.extname(blobPath).toLowerCase()] ?? 'application/octet-stream';
        return { data, contentType };
      } catch {
        return null;
      }
    },
    async delete(bucket, blobPath) {
      await fs.rm(resolve(bucket, blobPath), { force: true });
    },
  };
}
