import type { Database } from '@server/db/client';
import { chatMessages } from '@server/db/schema/chat';
import { endedCouplePartners } from '@server/db/schema/couples';
import { coupleDatePhotos } from '@server/db/schema/date-plans';
import { letters } from '@server/db/schema/letters';
import { memories } from '@server/db/schema/memories';
import { profiles } from '@server/db/schema/profile';
import { isNotNull } from 'drizzle-orm';
import type { TBucket } from './blob-store';
import { findVoicePaths } from './voice-paths.repository';

/**
 * The paths rows point at, per bucket: a bucket added to BUCKETS must be given its query here.
 * A NEW TABLE THAT KEEPS IMAGE OR VOICE PATHS MUST BE ADDED HERE, or the sweep removes its files
 * an hour after they are written.
 */
const REFERENCED: Record<TBucket, (db: Database) => Promise<Array<{ path: string | null }>>> = {
  // Memories' photos, and the chat's and letters' (taken in like them, kept in the same bucket).
  memories: (db) =>
    db
      .select({ path: memories.imageUrl })
      .from(memories)
      .where(isNotNull(memories.imageUrl))
      .union(
        db
          .select({ path: chatMessages.imagePath })
          .from(chatMessages)
          .where(isNotNull(chatMessages.imagePath)),
      )
      .union(
        db.select({ path: letters.imagePath }).from(letters).where(isNotNull(letters.imagePath)),
      ),
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
  // Every table with `voiceNoteColumns()`: voice-paths.repository.ts.
  voice: async (db) => (await findVoicePaths(db)).map((path) => ({ path })),
};

/** Every image (or voice note) path rows point at in one bucket. */
export async function findReferencedImagePaths(db: Database, bucket: TBucket): Promise<string[]> {
  const rows = await REFERENCED[bucket](db);
  return rows.flatMap(({ path }) => (path ? [path] : []));
}
