import type { Db } from '@server/db/client';
import { couples } from '@server/db/schema/couples';
import { letters } from '@server/db/schema/letters';
import { notificationSettings } from '@server/db/schema/notifications';
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';

export type LetterRow = typeof letters.$inferSelect;

/** Every letter of the couple, both ways, oldest first (the service sorts them into shelves). */
export function findLetterRows(db: Db, coupleId: string): Promise<LetterRow[]> {
  return db
    .select()
    .from(letters)
    .where(eq(letters.coupleId, coupleId))
    .orderBy(asc(letters.createdAt), asc(letters.id));
}

/** The couple's letter of this id (locked for the transaction with `forUpdate`), or null. */
async function letterRow(db: Db, coupleId: string, id: string, forUpdate: boolean) {
  const query = db
    .select()
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.coupleId, coupleId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export const findLetterRow = (db: Db, coupleId: string, id: string): Promise<LetterRow | null> =>
  letterRow(db, coupleId, id, false);

/** The letter locked for the transaction: an edit, a delete and the opening are taken in turn. */
export const lockLetterRow = (db: Db, coupleId: string, id: string): Promise<LetterRow | null> =>
  letterRow(db, coupleId, id, true);

export async function insertLetter(
  db: Db,
  values: Pick<
    LetterRow,
    | 'coupleId'
    | 'createdBy'
    | 'readerId'
    | 'body'
    | 'imagePath'
    | 'voicePath'
    | 'voiceDurationMs'
    | 'opensOn'
    | 'openWhen'
  >,
): Promise<LetterRow> {
  const [row] = await db.insert(letters).values(values).returning();
  if (!row) throw new Error('insert into letters returned no row');
  return row;
}

interface WritersLetter {
  coupleId: string;
  id: string;
  writerId: string;
}

/** The writer's own letter, while it is sealed: what an edit or a delete may touch. */
const sealedOfWriter = ({ coupleId, id, writerId }: WritersLetter) =>
  and(
    eq(letters.id, id),
    eq(letters.coupleId, coupleId),
    eq(letters.createdBy, writerId),
    isNull(letters.openedAt),
  );

/** Rewrites a letter still sealed; null when it is not the writer's or was opened meanwhile. */
export async function updateSealedLetterRow(
  db: Db,
  letter: WritersLetter,
  values: Pick<
    LetterRow,
    'body' | 'imagePath' | 'voicePath' | 'voiceDurationMs' | 'opensOn' | 'openWhen'
  >,
): Promise<LetterRow | null> {
  const [row] = await db
    .update(letters)
    .set({ ...values, updatedAt: sql`now()` })
    .where(sealedOfWriter(letter))
    .returning();
  return row ?? null;
}

/** Deletes a letter still sealed; null when it is not the writer's or was opened meanwhile. */
export async function deleteSealedLetterRow(
  db: Db,
  letter: WritersLetter,
): Promise<LetterRow | null> {
  const [row] = await db.delete(letters).where(sealedOfWriter(letter)).returning();
  return row ?? null;
}

/**
 * Opens a letter for its reader, once: `opened_at` is set only if it was not, and only when it
 * may be opened (an "ábrela cuando..." letter, or a dated one whose day has come in the reader's
 * `today`). Null when none of that holds; the service tells why.
 */
export async function openLetterRow(
  db: Db,
  {
    coupleId,
    id,
    readerId,
    today,
  }: { coupleId: string; id: string; readerId: string; today: string },
  now: Date,
): Promise<LetterRow | null> {
  const [row] = await db
    .update(letters)
    .set({ openedAt: now })
    .where(
      and(
        eq(letters.id, id),
        eq(letters.coupleId, coupleId),
        eq(letters.readerId, readerId),
        isNull(letters.openedAt),
        or(isNotNull(letters.openWhen), lte(letters.opensOn, today)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The reader's stored zone (their notification settings), or null when they never set one. */
export async function findStoredTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.timeZone ?? null;
}

export interface DueLetterRow {
  id: string;
  opensOn: string;
  readerId: string;
  writerId: string | null;
  timeZone: string | null;
  quietStart: number | null;
  quietEnd: number | null;
}

/**
 * Dated letters of active couples, sealed and not yet announced, whose day is `latestDay` or
 * earlier (the latest day anyone lives: the service decides each reader's own day).
 */
export function findUnannouncedLetters(db: Db, latestDay: string): Promise<DueLetterRow[]> {
  return db
    .select({
      id: letters.id,
      opensOn: sql<string>`${letters.opensOn}`,
      readerId: sql<string>`${letters.readerId}`,
      writerId: letters.createdBy,
      timeZone: notificationSettings.timeZone,
      quietStart: notificationSettings.quietStart,
      quietEnd: notificationSettings.quietEnd,
    })
    .from(letters)
    .innerJoin(couples, and(eq(couples.id, letters.coupleId), eq(couples.status, 'active')))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, letters.readerId))
    .where(
      and(
        isNull(letters.notifiedAt),
        isNotNull(letters.opensOn),
        lte(letters.opensOn, latestDay),
        isNull(letters.openedAt),
        isNotNull(letters.readerId),
      ),
    )
    .orderBy(asc(letters.opensOn));
}

/** Marks the day's push as queued; false when another run did it first. */
export async function markLetterAnnounced(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(letters)
    .set({ notifiedAt: now })
    .where(and(eq(letters.id, id), isNull(letters.notifiedAt)))
    .returning({ id: letters.id });
  return rows.length > 0;
}

/**
 * Deletes the letters `userId` wrote that were never opened (their reader can never read them
 * once the writer is gone): an account's deletion. Returns their stored files.
 */
export function deleteUnopenedLettersBy(
  db: Db,
  userId: string,
): Promise<Pick<LetterRow, 'coupleId' | 'imagePath' | 'voicePath'>[]> {
  return db
    .delete(letters)
    .where(and(eq(letters.createdBy, userId), isNull(letters.openedAt)))
    .returning({
      coupleId: letters.coupleId,
      imagePath: letters.imagePath,
      voicePath: letters.voicePath,
    });
}
