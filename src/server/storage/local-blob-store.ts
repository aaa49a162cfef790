import type { Dirent } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type BlobStore, isSafeBlobPath, type TBucket } from './blob-store';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isNotThere = (error: unknown) =>
  error instanceof Error && 'code' in error && NOT_THERE.has(String(error.code));

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
    async open(bucket, blobPath) {
      if (!isSafeBlobPath(blobPath)) return null;
      let handle: FileHandle;
      try {
        handle = await fs.open(resolve(bucket, blobPath), 'r');
      } catch (error) {
        if (isNotThere(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when done or cancelled.
        // node:stream/web's ReadableStream is the global one at run time; only the two type
        // declarations (Node's and the DOM lib's) differ.
        const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        const contentType =
          CONTENT_TYPES[path.extname(blobPath).toLowerCase()] ?? 'application/octet-stream';
        return { body, contentType, size: stat.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(bucket, blobPath) {
      await fs.rm(resolve(bucket, blobPath), { force: true });
    },
    async *list(bucket) {
      const folder = path.join(root, bucket);
      let entries: Dirent[];
      try {
        entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isNotThere(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(file).catch(() => null);
        // Gone meanwhile (a request deleted it): nothing to sweep.
        if (!stat) continue;
        yield {
          path: path.relative(folder, file).split(path.sep).join('/'),
          lastModified: stat.mtime,
        };
      }
    },
    async close() {},
  };
}
