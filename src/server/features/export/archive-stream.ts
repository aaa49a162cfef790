import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Logger } from '@server/logger';
import type { BlobStore } from '@server/storage/blob-store';
import { ZipFile } from 'yazl';
import type { ArchiveFile } from './export.presenter';

export interface ArchiveStreamInput {
  blobs: BlobStore;
  log: Logger;
  files: ArchiveFile[];
  /** The small entries written after the photos, once it is known which files were stored. */
  finish: (stored: Set<string>) => { name: string; data: string }[];
  /** Called once when the archive is done, failed or the client went away. */
  onClose: () => void;
}

/**
 * The export as a ZIP that streams: photos are read one at a time from the store (disk or S3)
 * and piped into the archive with backpressure, so memory stays flat whatever their number and
 * the first bytes leave as soon as the first photo opens. Photos are already compressed: they
 * are STORED; yazl writes data descriptors, and ZIP64 records past 4 GB.
 */
export function streamArchive({ blobs, log, files, finish, onClose }: ArchiveStreamInput) {
  const zip = new ZipFile();
  // yazl's typings say NodeJS.ReadableStream; it is a PassThrough, a full Readable.
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  let isClosed = false;
  output.once('close', () => {
    isClosed = true;
    current?.destroy();
    onClose();
  });

  const write = async () => {
    const stored = new Set<string>();
    for (const file of files) {
      if (isClosed) return;
      const blob = await blobs.open(file.bucket, file.path);
      if (!blob) {
        log.warn({ bucket: file.bucket, path: file.path }, 'export: stored file missing');
        continue;
      }
      current = Readable.fromWeb(blob.body as WebReadableStream<Uint8Array>);
      zip.addReadStream(current, file.archivePath, {
        compress: false,
        ...(blob.size === undefined ? {} : { size: blob.size }),
      });
      // The next photo opens only once this one is read: one open stream at a time.
      await finished(current);
      stored.add(file.archivePath);
    }
    for (const entry of finish(stored)) {
      // Stored too: small, and readable as they are in the raw archive.
      zip.addBuffer(Buffer.from(entry.data, 'utf8'), entry.name, { compress: false });
    }
    zip.end();
  };
  write().catch((error: unknown) => {
    if (isClosed) return; // the download was cancelled: nothing went wrong here
    log.error({ err: error }, 'export: archive failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  return Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>;
}
