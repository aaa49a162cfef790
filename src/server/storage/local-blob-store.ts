import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Clock } from '@server/jobs/clock';
import { type BlobStore, isSafeBlobPath, type ListedBlob, type TBucket } from './blob-store';
import { contentTypeFor } from './content-type';

const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isNotThere = (error: unknown) =>
  error instanceof Error && 'code' in error && NOT_THERE.has(String(error.code));

/** Every file under `directory`, one directory open at a time, as paths relative to `base`. */
async function* walkFiles(
  base: string,
  directory: string,
  withTemporaries: boolean,
): AsyncGenerator<ListedBlob> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isNotThere(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* walkFiles(base, full, withTemporaries);
    } else if (entry.isFile()) {
      const blobPath = path.relative(base, full).split(path.sep).join('/');
      // A `put` in progress (its temporary file) is not a blob yet.
      if (!isSafeBlobPath(blobPath) || (blobPath.endsWith('.tmp') && !withTemporaries)) continue;
      // Gone meanwhile (a request deleted it): nothing to list.
      const stat = await fs.stat(full).catch(() => null);
      if (stat) yield { path: blobPath, size: stat.size, lastModified: stat.mtime };
    }
  }
}

/**
 * Files under `<root>/<bucket>/<path>`; writes go through a temporary file and a rename. Each
 * file is dated by the app's clock, not the kernel's: the orphan sweep compares a file's date
 * with that clock, so both must be the same one.
 */
export function createLocalBlobStore(root: string, clock: Clock): BlobStore {
  const resolve = (bucket: TBucket, blobPath: string) => {
    if (!isSafeBlobPath(blobPath)) throw new Error(`Unsafe blob path: ${blobPath}`);
    return path.join(root, bucket, blobPath);
  };
  return {
    async put(bucket, blobPath, data) {
      const file = resolve(bucket, blobPath);
      // People's photos: readable by the server's user alone, whatever the umask. Only the
      // folders from `root` down: DATA_DIR itself must stay reachable by the embedded
      // PostgreSQL's own user when the server runs as root.
      await fs.mkdir(path.dirname(root), { recursive: true });
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data, { mode: 0o600 });
      const now = clock.now();
      await fs.utimes(temporary, now, now);
      await fs.rename(temporary, file);
    },
    async open(bucket, blobPath, range) {
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
        const served =
          range && range.start < stat.size
            ? { start: range.start, end: Math.min(range.end ?? stat.size - 1, stat.size - 1) }
            : undefined;
        const stream = handle.createReadStream(served ?? {});
        const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
        return { body, contentType: contentTypeFor(blobPath), size: stat.size, range: served };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(bucket, blobPath) {
      await fs.rm(resolve(bucket, blobPath), { force: true });
    },
    list(bucket, options = {}) {
      const folder = path.join(root, bucket);
      return walkFiles(folder, folder, options.withTemporaries ?? false);
    },
    async close() {},
  };
}
