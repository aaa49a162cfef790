import { AppError } from '@server/http/errors';
import { activeLog, type Logger } from '@server/logger';
import type { BlobStore, TBucket } from './blob-store';
import { deleteImage, type StoreImageInput, storeImage } from './image.service';

export interface StoredImageRef {
  bucket: TBucket;
  path: string;
}

export interface CommitOutcome<T> {
  result: T;
  /** Images the committed rows no longer point at: removed after the commit. */
  replaced?: StoredImageRef[];
}

type FlowDependencies = { blobs: BlobStore; log: Logger };

const removeQuietly = ({ blobs, log }: FlowDependencies, images: StoredImageRef[], why: string) =>
  Promise.all(
    images.map(({ bucket, path }) =>
      deleteImage(blobs, bucket, path).catch((error: unknown) =>
        // Only wasted space: the rows are right either way. Within a request its logger (with
        // its id) is the active one.
        activeLog(log).warn({ err: error, bucket, path }, `storage: could not remove ${why} image`),
      ),
    ),
  );

/**
 * The one safe order for a write that brings new images (avatars, memory and date-plan photos):
 *
 * 1. store every new image (checked, re-encoded, with its thumbnail); if one fails, the ones
 *    already stored are removed and nothing is committed. A refused photo keeps its own 4xx
 *    (too large, not an image); any other failure (the disk, S3) is the one storage failure of
 *    every photo route: 500 'upload_failed' with the kind's `messages.uploadFailed`;
 * 2. run `commit` (a transaction that points rows at `storedPaths`, in upload order, and says
 *    which images it replaced); if it throws, the new images are removed and the old ones stay;
 * 3. only after the commit, remove the replaced images. Done inside the transaction instead, a
 *    rollback would leave rows pointing at deleted files.
 */
export async function commitWithImages<T>(
  deps: FlowDependencies,
  uploads: StoreImageInput[],
  commit: (storedPaths: string[]) => Promise<CommitOutcome<T>>,
): Promise<T> {
  const settled = await Promise.allSettled(uploads.map((upload) => storeImage(deps, upload)));
  const stored = settled.flatMap((outcome, index): StoredImageRef[] =>
    outcome.status === 'fulfilled' ? [{ bucket: uploads[index]!.bucket, path: outcome.value }] : [],
  );
  const failed = settled.findIndex((outcome) => outcome.status === 'rejected');
  const failure = settled[failed];
  if (failure?.status === 'rejected') {
    await removeQuietly(deps, stored, 'a partly uploaded');
    if (failure.reason instanceof AppError) throw failure.reason;
    activeLog(deps.log).error({ err: failure.reason }, 'storage: could not store a photo');
    throw new AppError(500, 'upload_failed', uploads[failed]!.messages.uploadFailed);
  }

  let outcome: CommitOutcome<T>;
  try {
    outcome = await commit(stored.map(({ path }) => path));
  } catch (error) {
    await removeQuietly(deps, stored, 'an unused');
    throw error;
  }
  if (outcome.replaced?.length) await removeQuietly(deps, outcome.replaced, 'a replaced');
  return outcome.result;
}

/** Removes images after a commit that deleted the rows pointing at them (e.g. a deleted memory). */
export const removeImagesAfterCommit = (deps: FlowDependencies, images: StoredImageRef[]) =>
  removeQuietly(deps, images, 'a deleted');
