import type { Db } from '@server/db/client';
import { chatMessages } from '@server/db/schema/chat';
import { couples } from '@server/db/schema/couples';
import { coupleDateCompletions, coupleDatePhotos } from '@server/db/schema/date-plans';
import { letters } from '@server/db/schema/letters';
import { memories } from '@server/db/schema/memories';
import { and, asc, desc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { StoredCoupleRow } from './couples.repository';

export interface EndedCoupleRow extends StoredCoupleRow {
  status: 'ended';
  endedAt: Date;
}

const asEnded = (row: StoredCoupleRow | undefined): EndedCoupleRow | null =>
  row && row.status === 'ended' && row.endedAt
    ? { ...row, status: 'ended', endedAt: row.endedAt }
    : null;

/**
 * Ends an active couple, as one conditional UPDATE: of both partners ending it at the same
 * instant, the second finds it no longer active and changes nothing (null).
 */
export async function endActiveCouple(
  db: Db,
  { coupleId, userId, now }: { coupleId: string; userId: string; now: Date },
): Promise<EndedCoupleRow | null> {
  const rows = await db
    .update(couples)
    .set({ status: 'ended', endedAt: now, endedBy: userId })
    .where(and(eq(couples.id, coupleId), eq(couples.status, 'active')))
    .returning();
  return asEnded(rows[0]);
}

/** The couples of `userId` that ended after `since` (still within their window), newest first. */
export async function findEndedCouplesOfUserSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<EndedCoupleRow[]> {
  const rows = await db
    .select()
    .from(couples)
    .where(
      and(
        or(eq(couples.user1Id, userId), eq(couples.user2Id, userId)),
        eq(couples.status, 'ended'),
        gt(couples.endedAt, since),
      ),
    )
    .orderBy(desc(couples.endedAt));
  return rows.map(asEnded).filter((row): row is EndedCoupleRow => row !== null);
}

/** Ended couples whose window closed at or before `endedBefore`, oldest first, a batch at a time. */
export async function findExpiredEndedCouples(
  db: Db,
  endedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: couples.id })
    .from(couples)
    .where(and(eq(couples.status, 'ended'), lte(couples.endedAt, endedBefore)))
    .orderBy(asc(couples.endedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Every stored photo of a couple: memories', the chat's and letters' (one bucket), and date plans'
 * (thumbnails are derived).
 */
export async function findCouplePhotoPaths(
  db: Db,
  coupleId: string,
): Promise<{ memories: string[]; datePlans: string[] }> {
  const [memoryRows, planRows] = await Promise.all([
    db
      .select({ path: memories.imageUrl })
      .from(memories)
      .where(and(eq(memories.coupleId, coupleId), isNotNull(memories.imageUrl)))
      .union(
        db
          .select({ path: chatMessages.imagePath })
          .from(chatMessages)
          .where(and(eq(chatMessages.coupleId, coupleId), isNotNull(chatMessages.imagePath))),
      )
      .union(
        db
          .select({ path: letters.imagePath })
          .from(letters)
          .where(and(eq(letters.coupleId, coupleId), isNotNull(letters.imagePath))),
      ),
    db
      .select({ path: coupleDatePhotos.photoUrl })
      .from(coupleDatePhotos)
      .innerJoin(coupleDateCompletions, eq(coupleDatePhotos.completionId, coupleDateCompletions.id))
      .where(eq(coupleDateCompletions.coupleId, coupleId)),
  ]);
  return {
    memories: memoryRows.flatMap((row) => (row.path ? [row.path] : [])),
    datePlans: planRows.map((row) => row.path),
  };
}

/** Deletes an ended couple; every couple-scoped row goes with it (ON DELETE CASCADE). */
export async function deleteEndedCouple(db: Db, coupleId: string): Promise<boolean> {
  const rows = await db
    .delete(couples)
    .where(and(eq(couples.id, coupleId), eq(couples.status, 'ended')))
    .returning({ id: couples.id });
  return rows.length > 0;
}
