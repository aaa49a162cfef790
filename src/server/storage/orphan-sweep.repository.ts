import type { Database } from '@server/db/client';
import { endedCouplePartners } from '@server/db/schema/couples';
import { coupleDatePhotos } from '@server/db/schema/date-plans';
import { memories } from '@server/db/schema/memories';
import { profiles } from '@server/db/schema/profile';
import { isNotNull } from 'drizzle-orm';
import type { TBucket } from './blob-store';

/**
 * Every image path rows point at, per bucket. A NEW TABLE THAT KEEPS IMAGE PATHS MUST BE ADDED
 * HERE, or the sweep removes its files an hour after they are written.
 */
export async function findReferencedImagePaths(db: Database, bucket: TBucket): Promise<string[]> {
  const rows =
    bucket === 'memories'
      ? await db
          .select({ path: memories.imageUrl })
          .from(memories)
          .where(isNotNull(memories.imageUrl))
      : bucket === 'avatars'
        ? await db
            .select({ path: profiles.avatarUrl })
            .from(profiles)
            .where(isNotNull(profiles.avatarUrl))
            .union(
              db
                .select({ path: endedCouplePartners.avatarPath })
                .from(endedCouplePartners)
                .where(isNotNull(endedCouplePartners.avatarPath)),
            )
        : await db.select({ path: coupleDatePhotos.photoUrl }).from(coupleDatePhotos);
  return rows.flatMap(({ path }) => (path ? [path] : []));
}
