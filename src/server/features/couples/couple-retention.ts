import type { Db } from '@server/db/client';
import type { Job } from '@server/jobs/job-scheduler';
import type { BlobStore } from '@server/storage/blob-store';
import { deleteImage } from '@server/storage/image.service';
import { findVoicePaths } from '@server/storage/voice-paths.repository';
import { retentionCutoff } from '@shared/couple-ending';
import {
  deleteEndedCouple,
  findCouplePhotoPaths,
  findExpiredEndedCouples,
} from './couple-ending.repository';

export const COUPLE_RETENTION_JOB = 'ended-couples-retention';
const HOUR_MS = 60 * 60 * 1000;
/** Couples handled per query; a run goes on until none is left. */
const BATCH = 20;

/**
 * Deletes what is left of couples that ended more than the retention window ago: photos and
 * voice notes first (each image with its thumbnails), then the couple row, whose deletion
 * cascades to every couple-scoped row. In that order, a run cut short leaves rows whose files
 * may be gone, and the next run finishes them; the other order could leave files that nothing
 * names any more.
 * Runs hourly, once across all instances (`deps.jobs`).
 */
export function coupleRetentionJob(deps: { db: Db; blobs: BlobStore }): Job {
  return {
    name: COUPLE_RETENTION_JOB,
    everyMs: HOUR_MS,
    async run({ now, log }) {
      const endedBefore = retentionCutoff(now);
      let deleted = 0;
      for (;;) {
        const ids = await findExpiredEndedCouples(deps.db, endedBefore, BATCH);
        for (const coupleId of ids) {
          const photos = await findCouplePhotoPaths(deps.db, coupleId);
          const voiceNotes = await findVoicePaths(deps.db, coupleId);
          await Promise.all([
            ...photos.memories.map((path) => deleteImage(deps.blobs, 'memories', path)),
            ...photos.datePlans.map((path) => deleteImage(deps.blobs, 'date-plans', path)),
            ...voiceNotes.map((path) => deps.blobs.delete('voice', path)),
          ]);
          if (await deleteEndedCouple(deps.db, coupleId)) deleted += 1;
        }
        if (ids.length < BATCH) break;
      }
      if (deleted > 0) log.info({ couples: deleted }, 'deleted ended couples past retention');
    },
  };
}
