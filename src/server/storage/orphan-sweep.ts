import type { Database } from '@server/db/client';
import type { Job } from '@server/jobs/job-scheduler';
import type { Logger } from '@server/logger';
import { type BlobStore, BUCKETS, storedFilesFor } from './blob-store';
import { findReferencedImagePaths } from './orphan-sweep.repository';

/**
 * How old an unreferenced file must be before it goes: an upload stores its images before the
 * transaction that points a row at them commits (`upload-flow.ts`), so a young file may be one
 * that is about to be referenced. Uploads take seconds; an hour is far beyond any of them.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes files no row points at (neither an image nor its thumbnails) that are older than
 * `ORPHAN_MIN_AGE_MS`: what a crash between storing and committing left, and a disk driver's
 * half-written temporaries. Resolves how many files it removed.
 */
export async function sweepOrphanFiles(
  deps: { db: Database; blobs: BlobStore; log: Logger },
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  let removed = 0;
  for (const bucket of BUCKETS) {
    // Read before listing: a file listed after it is either referenced here or young enough
    // (a row committed later points at a file written less than an hour before).
    const referenced = new Set(
      (await findReferencedImagePaths(deps.db, bucket)).flatMap((path) =>
        storedFilesFor(bucket, path),
      ),
    );
    for await (const file of deps.blobs.list(bucket, { withTemporaries: true })) {
      if (referenced.has(file.path) || file.lastModified.getTime() > cutoff) continue;
      await deps.blobs.delete(bucket, file.path);
      removed++;
      deps.log.info({ bucket, path: file.path }, 'storage: removed an orphan file');
    }
  }
  return removed;
}

/** At start (the scheduler's first tick) and every hour, on one instance. */
export function orphanSweepJob(deps: { db: Database; blobs: BlobStore }): Job {
  return {
    name: 'storage.orphan-sweep',
    everyMs: 60 * 60 * 1000,
    run: async ({ now, log }) => {
      const removed = await sweepOrphanFiles({ ...deps, log }, now);
      if (removed > 0) log.info({ removed }, 'storage: orphan sweep done');
    },
  };
}
