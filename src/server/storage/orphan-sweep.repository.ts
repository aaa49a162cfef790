import type { Database } from '@server/db/client';
import { chatMessages } from '@server/db/schema/chat';
import { endedCouplePartners } from '@server/db/schema/couples';
import { coupleDatePhotos } from '@server/db/schema/date-plans';
import { letters } from '@server/db/schema/letters';
import { memories } from '@server/db/schema/memories';
import { profiles } from '@server/db/schema/profile';
import { comments } from '@server/db/schema/reactions';
import { isNotNull } from 'drizzle-orm';
import type { TBucket } from './blob-store';

const pathsOf = (
  table: typeof memories | typeof comments | typeof chatMessages | typeof letters,
  db: Database,
) => db.select({ path: table.voicePath }).from(table).where(isNotNull(table.voicePath));

/**
 * The paths rows point at, per bucket: a bucket added to BUCKETS must be given its query here.
 * A NEW TABLE THAT KEEPS IMAGE OR VOICE PATHS MUST BE ADDED HERE, or the sweep removes its files
 * an hour after they are written.
 */
const REFERENCED: Record<TBucket, (db: Database) => Promise<Array<{ path: string | null }>>> = {
  memories: (db) =>
    db.select({ path: memories.imageUrl }).from(memories).where(isNotNull(memories.imageUrl)),
  avatars: (db) =>
    db
      .select({ path: profiles.avatarUrl })
      .from(profiles)
      .where(isNotNull(profiles.avatarUrl))
      .union(
        db
          .select({ path: endedCouplePartners.avatarPath })
          .from(endedCouplePartners)
          .where(isNotNull(endedCouplePartners.avatarPath)),
      ),
  'date-plans': (db) => db.select({ path: coupleDatePhotos.photoUrl }).from(coupleDatePhotos),
  // Every table with `voiceNoteColumns()` (db/schema/voice-note.ts).
  voice: (db) =>
    pathsOf(memories, db)
      .union(pathsOf(comments, db))
      .union(pathsOf(chatMessages, db))
      .union(pathsOf(letters, db)),
};

/** Every image (or voice note) path rows point at in one bucket. */
export async function findReferencedImagePaths(db: Database, bucket: TBucket): Promise<string[]> {
  const rows = await REFERENCED[bucket](db);
  return rows.flatMap(({ path }) => (path ? [path] : []));
}
