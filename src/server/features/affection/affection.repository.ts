import type { Db } from '@server/db/client';
import { affectionTaps } from '@server/db/schema/affection';
import { and, desc, eq, gt, sql } from 'drizzle-orm';

/**
 * Holds the sender's taps one at a time until commit (a transaction-level advisory lock), so of
 * two taps at the same instant exactly one sees no recent tap and queues the push.
 */
export async function lockSender(db: Db, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`affection:${userId}`}, 0))`,
  );
}

export async function lastTapAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: affectionTaps.createdAt })
    .from(affectionTaps)
    .where(eq(affectionTaps.fromUserId, userId))
    .orderBy(desc(affectionTaps.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The sender's taps since `since` (the index on from_user_id, created_at answers it). */
export async function countTapsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(affectionTaps)
    .where(and(eq(affectionTaps.fromUserId, userId), gt(affectionTaps.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertTap(
  db: Db,
  values: { coupleId: string; fromUserId: string; isPushed: boolean; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(affectionTaps).values(values).returning({ id: affectionTaps.id });
  if (!row) throw new Error('insert into affection_taps returned no row');
  return row.id;
}

/**
 * What each partner sent on `day` as the reader's `timeZone` has it. The index on
 * (couple_id, created_at) narrows to the last two days first; the zone's day filters within.
 */
export async function countTapsOnDay(
  db: Db,
  {
    coupleId,
    readerId,
    day,
    timeZone,
    now,
  }: {
    coupleId: string;
    readerId: string;
    day: string;
    timeZone: string;
    now: Date;
  },
): Promise<{ sentByMe: number; sentByPartner: number }> {
  const since = new Date(now.getTime() - 2 * 24 * 3_600_000);
  const [row] = await db
    .select({
      sentByMe: sql<number>`count(*) filter (where ${affectionTaps.fromUserId} = ${readerId})::int`,
      sentByPartner: sql<number>`count(*) filter (where ${affectionTaps.fromUserId} <> ${readerId})::int`,
    })
    .from(affectionTaps)
    .where(
      and(
        eq(affectionTaps.coupleId, coupleId),
        sql`${affectionTaps.createdAt} > ${since}`,
        sql`(${affectionTaps.createdAt} at time zone ${timeZone})::date = ${day}::date`,
      ),
    );
  return { sentByMe: row?.sentByMe ?? 0, sentByPartner: row?.sentByPartner ?? 0 };
}
