export const BUCKETS = ['memories', 'avatars', 'date-plans'] as const;
export type TBucket = (typeof BUCKETS)[number];

export interface StoredBlob {
  data: Buffer;
  contentType: string;
}

/** Where photos live. Chosen once at start (local disk today; S3 slots in behind the same shape). */
export interface BlobStore {
  put: (bucket: TBucket, path: string, data: Buffer, contentType: string) => Promise<void>;
  get: (bucket: TBucket, path: string) => Promise<StoredBlob | null>;
  delete: (bucket: TBucket, path: string) => Promise<void>;
}

/** Paths are built by the server from ids and timestamps; anything else is refused. */
export function isSafeBlobPath(path: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(path) && !path.split('/').includes('..');
}

/** Every stored image has a small WebP thumbnail beside it, for grids and carousels. */
export function thumbnailPathFor(path: string): string {
  return `${path.replace(/\.[^./]+$/, '')}.thumb.webp`;
}
