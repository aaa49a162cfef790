export const BUCKETS = ['memories', 'avatars', 'date-plans', 'voice'] as const;
export type TBucket = (typeof BUCKETS)[number];

/** A stored blob opened for reading: streamed, never held whole in memory. */
export interface OpenedBlob {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** The whole blob's bytes, when the store knows them up front (S3 and the disk always do). */
  size: number | undefined;
  /** Set when a range was asked and served: `body` holds bytes `start` to `end` (inclusive). */
  range?: { start: number; end: number } | undefined;
}

/**
 * Bytes `start` to `end` (inclusive, as HTTP's Range says them; `end` omitted: to the last), so an
 * audio element can seek. A range that starts past the end is ignored: the whole blob comes back.
 */
export interface ByteRange {
  start: number;
  end?: number | undefined;
}

/** One stored file, as `list` finds it. */
export interface ListedBlob {
  path: string;
  size: number;
  /** When it was last written: the orphan sweep spares what is younger than an hour. */
  lastModified: Date;
}

/**
 * Where photos live, chosen once at start: the local disk, or an S3 bucket when S3_* is set
 * (`create-blob-store.ts`). Both keep `<bucket>/<path>`, so the paths in the database are the
 * same whichever driver wrote them.
 */
export interface BlobStore {
  put: (bucket: TBucket, path: string, data: Buffer, contentType: string) => Promise<void>;
  /** The blob as a stream, or null when there is none (or the path is not one we write). */
  open: (bucket: TBucket, path: string, range?: ByteRange) => Promise<OpenedBlob | null>;
  /** Removes the blob; a missing one is not an error. */
  delete: (bucket: TBucket, path: string) => Promise<void>;
  /**
   * Every blob of the bucket, a page at a time (backups and the orphan sweep walk stores of any
   * size), not for requests. A disk write in progress (its `.tmp` file) is listed only with
   * `withTemporaries`: the sweep removes those a crash left; a backup must not copy them.
   */
  list: (bucket: TBucket, options?: { withTemporaries?: boolean }) => AsyncIterable<ListedBlob>;
  /** Releases what the driver holds (the S3 client's sockets). */
  close: () => Promise<void>;
}

/** Reads a whole blob: for code that needs the bytes (tests, re-processing), not for serving. */
export async function readBlob(
  blobs: BlobStore,
  bucket: TBucket,
  path: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const blob = await blobs.open(bucket, path);
  if (!blob) return null;
  const data = Buffer.from(await new Response(blob.body).arrayBuffer());
  return { data, contentType: blob.contentType };
}

/** Paths are built by the server from ids and timestamps; anything else is refused. */
export function isSafeBlobPath(path: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(path) && !path.split('/').includes('..');
}

/** Every stored image has a small WebP thumbnail beside it, for grids and carousels. */
export function thumbnailPathFor(path: string): string {
  return `${path.replace(/\.[^./]+$/, '')}.thumb.webp`;
}

/**
 * And a larger one, twice the small one's width: a card about 350 points wide on a phone with a
 * 2x or 3x screen picks it through `srcset`, where the small one would look soft.
 */
export function largeThumbnailPathFor(path: string): string {
  return `${path.replace(/\.[^./]+$/, '')}.thumb-large.webp`;
}

/** Every file stored for one image: the image and its thumbnails. */
export function imageFilesFor(path: string): string[] {
  return [path, thumbnailPathFor(path), largeThumbnailPathFor(path)];
}

/** Every file stored for one path of a bucket: a voice note is one file, an image three. */
export function storedFilesFor(bucket: TBucket, path: string): string[] {
  return bucket === 'voice' ? [path] : imageFilesFor(path);
}
