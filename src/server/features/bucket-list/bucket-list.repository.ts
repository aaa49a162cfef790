import type { Db } from '@server/db/client';
import { bucketList } from '@server/db/schema/bucket-list';
import type {
  TBucketItem,
  TCreateBucketItem,
  TUpdateBucketItem,
} from '@shared/schemas/bucket-list';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

const itemColumns = {
  id: bucketList.id,
  title: bucketList.title,
  description: bucketList.description,
  completed: bucketList.completed,
  completedDate: bucketList.completedDate,
  createdBy: bucketList.createdBy,
  createdAt: bucketList.createdAt,
};

export type BucketItemRow = Omit<TBucketItem, 'createdAt'> & { createdAt: Date };

const ofCouple = (coupleId: string, id: string) =>
  and(eq(bucketList.id, id), eq(bucketList.coupleId, coupleId));

/** Pending goals first, then completed ones; newest first within each. */
export function findBucketItemRows(db: Db, coupleId: string): Promise<BucketItemRow[]> {
  return db
    .select(itemColumns)
    .from(bucketList)
    .where(eq(bucketList.coupleId, coupleId))
    .orderBy(asc(bucketList.completed), desc(bucketList.createdAt), desc(bucketList.id));
}

export async function insertBucketItem(
  db: Db,
  coupleId: string,
  createdBy: string,
  input: TCreateBucketItem,
): Promise<BucketItemRow> {
  const [row] = await db
    .insert(bucketList)
    .values({ ...input, coupleId, createdBy })
    .returning(itemColumns);
  if (!row) throw new Error('insert into bucket_list returned no row');
  return row;
}

/** Null when no such goal belongs to the couple. */
export async function updateBucketItemRow(
  db: Db,
  coupleId: string,
  id: string,
  input: TUpdateBucketItem,
): Promise<BucketItemRow | null> {
  const [row] = await db
    .update(bucketList)
    .set(input)
    .where(ofCouple(coupleId, id))
    .returning(itemColumns);
  return row ?? null;
}

/**
 * Sets the goal to the state asked for in one statement. Completing keeps the date of a goal
 * that is already completed (the partner who pressed first set it); un-completing clears it.
 * The row lock makes a concurrent toggle wait and then apply to the committed row.
 */
export async function setBucketItemCompleted(
  db: Db,
  coupleId: string,
  id: string,
  completed: boolean,
  today: string,
): Promise<BucketItemRow | null> {
  const [row] = await db
    .update(bucketList)
    .set({
      completed,
      completedDate: completed ? sql`coalesce(${bucketList.completedDate}, ${today}::date)` : null,
    })
    .where(ofCouple(coupleId, id))
    .returning(itemColumns);
  return row ?? null;
}

/** False when no such goal belongs to the couple. */
export async function deleteBucketItemRow(db: Db, coupleId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bucketList)
    .where(ofCouple(coupleId, id))
    .returning({ id: bucketList.id });
  return rows.length > 0;
}
