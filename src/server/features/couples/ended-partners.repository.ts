import type { Db } from '@server/db/client';
import { endedCouplePartners } from '@server/db/schema/couples';
import { profiles } from '@server/db/schema/profile';
import { eq, inArray } from 'drizzle-orm';

export type EndedPartnerRow = typeof endedCouplePartners.$inferSelect;

/**
 * The partners' profiles, locked until the end commits: an avatar being replaced at this instant
 * (`swapAvatarPath` locks the row) lands either before the snapshot or after it, never between.
 */
export function lockPartnerProfiles(db: Db, userIds: string[]) {
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, avatarPath: profiles.avatarUrl })
    .from(profiles)
    .where(inArray(profiles.id, userIds))
    .for('share');
}

export async function insertEndedPartners(db: Db, rows: EndedPartnerRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(endedCouplePartners).values(rows).onConflictDoNothing();
}

/** The partners of an ended couple as they were at its end. */
export function findEndedPartners(db: Db, coupleId: string) {
  return db
    .select({
      id: endedCouplePartners.userId,
      fullName: endedCouplePartners.fullName,
      avatarPath: endedCouplePartners.avatarPath,
    })
    .from(endedCouplePartners)
    .where(eq(endedCouplePartners.coupleId, coupleId));
}

/** The avatar copies kept of `userId` in ended couples' archives (their account is going). */
export async function findEndedAvatarPathsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ path: endedCouplePartners.avatarPath })
    .from(endedCouplePartners)
    .where(eq(endedCouplePartners.userId, userId));
  return rows.flatMap(({ path }) => (path ? [path] : []));
}
