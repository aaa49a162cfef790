import { randomBytes } from 'node:crypto';
import { AppError } from '@server/http/errors';
import type { ImageRule } from '@shared/image-rules';
import type { BlobStore, TBucket } from './blob-store';
import { largeThumbnailPathFor, storedFilesFor, thumbnailPathFor } from './blob-store';
import { processImage } from './image-processing';

const DEFAULT_MAX_DIMENSION = 2560;

export interface StoreImageInput
  extends Pick<ImageRule, 'maxBytes' | 'maxInputPixels'>,
    Partial<Pick<ImageRule, 'maxDimension'>> {
  messages: Required<ImageRule['messages']>;
  bucket: TBucket;
  /** Where to store it, without extension: the re-encoded format decides the extension. */
  path: string;
  file: Blob | Buffer;
}

/**
 * `{owner}/{timestamp}-{random}`: the owner's folder, then the time of the upload. The random part
 * keeps two photos uploaded in the same millisecond (several date-plan photos at once) from
 * overwriting each other.
 */
export function newImagePath(ownerId: string, now: Date): string {
  return `${ownerId}/${now.getTime()}-${randomBytes(3).toString('hex')}`;
}

/**
 * Checks, re-encodes and stores an uploaded image and its thumbnail; returns the stored path
 * (with extension), which is what the database keeps.
 */
export async function storeImage(
  { blobs }: { blobs: BlobStore },
  {
    bucket,
    path,
    file,
    maxBytes,
    maxInputPixels,
    messages,
    maxDimension = DEFAULT_MAX_DIMENSION,
  }: StoreImageInput,
): Promise<string> {
  const size = Buffer.isBuffer(file) ? file.length : file.size;
  if (size > maxBytes) throw new AppError(413, 'payload_too_large', messages.tooLarge);
  const input = Buffer.isBuffer(file) ? file : Buffer.from(await file.arrayBuffer());
  const image = await processImage(input, { maxDimension, maxInputPixels, messages });

  const storedPath = `${path}.${image.extension}`;
  await blobs.put(bucket, storedPath, image.data, image.contentType);
  try {
    await Promise.all([
      blobs.put(bucket, thumbnailPathFor(storedPath), image.thumbnail, 'image/webp'),
      blobs.put(bucket, largeThumbnailPathFor(storedPath), image.largeThumbnail, 'image/webp'),
    ]);
  } catch (error) {
    await deleteImage(blobs, bucket, storedPath).catch(() => {});
    throw error;
  }
  return storedPath;
}

/**
 * Removes an image and its thumbnails (a voice note alone: `storedFilesFor`). Missing files are
 * not an error.
 */
export async function deleteImage(blobs: BlobStore, bucket: TBucket, path: string): Promise<void> {
  await Promise.all(storedFilesFor(bucket, path).map((file) => blobs.delete(bucket, file)));
}
