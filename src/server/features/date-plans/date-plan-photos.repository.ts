import type { Db } from '@server/db/client';
import { coupleDateCompletions, coupleDatePhotos } from '@server/db/schema/date-plans';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

const photos = coupleDatePhotos;
const completions = coupleDateCompletions;

/**
 * The couple's completion row of a plan, created (not started) when missing, and locked until the
 * transaction ends so two uploads count the plan's photos one after the other.
 */
export async function lockCompletionOf(db: Db, coupleId: string, planId: string): Promise<string> {
  const [row] = await db
    .insert(completions)
    .values({ coupleId, planId })
    .onConflictDoUpdate({
      target: [completions.coupleId, completions.planId],
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: completions.id });
  if (!row) throw new Error('upsert returned no completion');
  return row.id;
}

export async function countPhotosOf(db: Db, completionId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(photos)
    .where(eq(photos.completionId, completionId));
  return row?.total ?? 0;
}

export async function insertPhotos(db: Db, completionId: string, paths: string[], at: Date) {
  if (paths.length === 0) return;
  // One millisecond apart from `at` (the app's clock), in upload order: the default now() is the
  // same for every row of a transaction, and the photos are listed by created_at.
  const now = at.getTime();
  await db.insert(photos).values(
    paths.map((photoUrl, index) => ({
      completionId,
      photoUrl,
      createdAt: new Date(now + index),
    })),
  );
}

export interface PhotoRow {
  id: string;
  path: string;
  createdAt: Date;
}

/** The couple's photos of a plan, oldest first (the order they were added in). */
export function findPhotosOfPlan(db: Db, coupleId: string, planId: string): Promise<PhotoRow[]> {
  return db
    .select({ id: photos.id, path: photos.photoUrl, createdAt: photos.createdAt })
    .from(photos)
    .innerJoin(completions, eq(completions.id, photos.completionId))
    .where(and(eq(completions.coupleId, coupleId), eq(completions.planId, planId)))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** Deletes a photo only if it belongs to the couple; returns its stored path, or null. */
export async function deletePhotoOfCouple(
  db: Db,
  coupleId: string,
  photoId: string,
): Promise<string | null> {
  const ofCouple = db
    .select({ id: completions.id })
    .from(completions)
    .where(eq(completions.coupleId, coupleId));
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, photoId), inArray(photos.completionId, ofCouple)))
    .returning({ path: photos.photoUrl });
  return row?.path ?? null;
}
