import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { type BlobStore, BUCKETS } from '@server/storage/blob-store';
import { fileEntryName, type TBackupManifest } from './backup-manifest';
import { tarEntry } from './tar-writer';

async function* hashing(body: AsyncIterable<Uint8Array>, hash: Hash): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Every file of the store as tar entries, streamed from the store into the archive one at a
 * time. Files are listed after the database snapshot was taken, so every file a dumped row
 * names is listed, unless it was deleted in between (`vanishedFiles`).
 */
export async function* dumpFiles(
  blobs: BlobStore,
  found: Pick<TBackupManifest, 'files' | 'vanishedFiles'>,
  at: Date,
): AsyncGenerator<Uint8Array> {
  for (const bucket of BUCKETS) {
    for await (const listed of blobs.list(bucket)) {
      const blob = await blobs.open(bucket, listed.path);
      if (!blob) {
        found.vanishedFiles.push({ bucket, path: listed.path });
        continue;
      }
      const size = blob.size ?? listed.size;
      const hash = createHash('sha256');
      // The DOM and Node typings of the one web ReadableStream differ; it is Node's at run time.
      const body = Readable.fromWeb(blob.body as NodeReadableStream<Uint8Array>);
      yield* tarEntry(fileEntryName(bucket, listed.path), size, hashing(body, hash), at);
      found.files.push({ bucket, path: listed.path, size, sha256: hash.digest('hex') });
    }
  }
}
