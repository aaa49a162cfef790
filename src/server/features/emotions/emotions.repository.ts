import type { Db } from '@server/db/client';
import { emotions } from '@server/db/schema/emotions';
import type { TEmotionType } from '@shared/emotions';
import { and, between, desc, eq } from 'drizzle-orm';

export interface EmotionRow {
  id: string;
  userId: string;
  emotionType: TEmotionType;
  emotionDate: string;
  createdAt: Date;
}

const columns = {
  id: emotions.id,
  userId: emotions.userId,
  emotionType: emotions.emotionType,
  emotionDate: emotions.emotionDate,
  createdAt: emotions.createdAt,
};

export async function insertEmotion(
  db: Db,
  values: { coupleId: string; userId: string; emotionType: TEmotionType; emotionDate: string },
): Promise<EmotionRow> {
  const [row] = await db.insert(emotions).values(values).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Both partners' emotions dated between two days (inclusive), newest first. */
export function findEmotionsBetween(
  db: Db,
  coupleId: string,
  from: string,
  to: string,
): Promise<EmotionRow[]> {
  return db
    .select(columns)
    .from(emotions)
    .where(and(eq(emotions.coupleId, coupleId), between(emotions.emotionDate, from, to)))
    .orderBy(desc(emotions.createdAt), desc(emotions.id));
}

/** Deletes the emotion only when it is the author's own; returns whether a row went. */
export async function deleteOwnEmotion(
  db: Db,
  { coupleId, userId, id }: { coupleId: string; userId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .delete(emotions)
    .where(and(eq(emotions.id, id), eq(emotions.coupleId, coupleId), eq(emotions.userId, userId)))
    .returning({ id: emotions.id });
  return deleted.length > 0;
}

export async function emotionExistsInCouple(db: Db, coupleId: string, id: string) {
  const [row] = await db
    .select({ id: emotions.id })
    .from(emotions)
    .where(and(eq(emotions.id, id), eq(emotions.coupleId, coupleId)));
  return row !== undefined;
}
