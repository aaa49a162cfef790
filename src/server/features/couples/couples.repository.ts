import type { Db } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { couples } from '@server/db/schema/couples';
import { and, desc, eq, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export type StoredCoupleRow = typeof couples.$inferSelect;

/** A couple someone is in now: pending (the creator alone) or active. Ended ones are history. */
export interface CoupleRow extends StoredCoupleRow {
  status: 'pending' | 'active';
  user1Id: string;
}

export interface ActiveCouple extends CoupleRow {
  status: 'active';
  user2Id: string;
}

export const isActiveCouple = (couple: CoupleRow): couple is ActiveCouple =>
  couple.status === 'active' && couple.user2Id !== null;

/** The database's CHECK guarantees it; this narrows the row's type to what the code relies on. */
export function asCurrentCouple(row: StoredCoupleRow | undefined): CoupleRow | null {
  if (!row || row.status === 'ended' || row.user1Id === null) return null;
  return { ...row, status: row.status, user1Id: row.user1Id };
}

export const partnerIdOf = (couple: ActiveCouple, userId: string) =>
  couple.user1Id === userId ? couple.user2Id : couple.user1Id;

/**
 * Takes transaction-long locks on users' couple operations, so that one person's concurrent
 * create and join run one after the other. Keyed on the user id (namespaced so it cannot collide
 * with other advisory locks); several users are locked in a fixed order, so two people joining
 * each other's codes at once queue up instead of deadlocking.
 */
export async function lockUsersCoupleOperations(db: Db, userIds: string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`couple-user:${userId}`}, 0))`,
    );
  }
}

/** Who made this code, if it is still waiting; only used to take locks in order. */
export async function findPendingCodeOwner(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: couples.user1Id })
    .from(couples)
    .where(and(eq(couples.coupleCode, code), eq(couples.status, 'pending')));
  return row?.userId ?? null;
}

/**
 * THE couple of a user, the one definition of it: pending or active (ended ones are history);
 * the unique indexes allow at most one per role, and should both exist, the active one wins,
 * then the newest. `findCoupleOfUser` runs it, and the dashboard's one statement starts from it
 * (`coupleOfUserSql`). The statuses are written in the SQL, not bound: the text is the same for
 * every user.
 */
function coupleOfUser(userId: SQLWrapper | string) {
  return {
    where: and(
      or(eq(couples.user1Id, userId), eq(couples.user2Id, userId)),
      sql`${couples.status} in ('pending', 'active')`,
    ),
    orderBy: [sql`${couples.status} = 'active' desc`, desc(couples.createdAt)],
  };
}

const coupleOfUserQuery = (db: Db, userId: SQLWrapper | string) => {
  const { where, orderBy } = coupleOfUser(userId);
  return db
    .select()
    .from(couples)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
};

/**
 * `coupleOfUser` as SQL text, the user's id in the parameter `userParam` (`$1`), for a statement
 * written in SQL (the dashboard's): `select * from couples ... limit 1`.
 */
export function coupleOfUserSql(userParam: `$${number}`): string {
  const { where, orderBy } = coupleOfUser(sql.raw(userParam));
  const query = new PgDialect().sqlToQuery(
    sql`select * from ${couples} where ${where} order by ${sql.join(orderBy, sql`, `)} limit 1`,
  );
  if (query.params.length > 0) throw new Error('coupleOfUserSql: unexpected bound parameters');
  return query.sql;
}

// Every couple feature's request looks its couple up first (requireCouple).
const preparedCoupleOfUser = preparedPer((db: Db) =>
  coupleOfUserQuery(db, sql.placeholder('userId')).prepare('couple_of_user'),
);

/**
 * The caller's couple, pending or active. The unique indexes allow at most one per role; should
 * both exist, the active one wins, then the newest. `forUpdate` locks the row until commit so a
 * partner joining it at the same instant waits and then sees the outcome.
 */
export async function findCoupleOfUser(
  db: Db,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CoupleRow | null> {
  const rows = forUpdate
    ? await coupleOfUserQuery(db, userId).for('update')
    : await preparedCoupleOfUser(db).execute({ userId });
  return asCurrentCouple(rows[0]);
}

export async function findActiveCoupleOfUser(db: Db, userId: string): Promise<ActiveCouple | null> {
  const couple = await findCoupleOfUser(db, userId);
  return couple && isActiveCouple(couple) ? couple : null;
}

/** Inserts a pending couple; null when the code is taken (the caller draws another). */
export async function insertPendingCouple(
  db: Db,
  values: { userId: string; relationshipStartDate: string; coupleCode: string },
): Promise<CoupleRow | null> {
  const rows = await db
    .insert(couples)
    .values({
      user1Id: values.userId,
      relationshipStartDate: values.relationshipStartDate,
      coupleCode: values.coupleCode,
      status: 'pending',
    })
    // Only a code collision is swallowed; a second couple for the same user still raises.
    .onConflictDoNothing({ target: couples.coupleCode })
    .returning();
  return asCurrentCouple(rows[0]);
}

/**
 * The join itself, as one conditional UPDATE: of two people joining one code at the same instant,
 * the second waits for the first's row lock, re-checks `status = 'pending'`, and updates nothing.
 */
export async function activateCoupleByCode(
  db: Db,
  { userId, code }: { userId: string; code: string },
): Promise<ActiveCouple | null> {
  const rows = await db
    .update(couples)
    .set({ user2Id: userId, status: 'active' })
    .where(
      and(eq(couples.coupleCode, code), eq(couples.status, 'pending'), ne(couples.user1Id, userId)),
    )
    .returning();
  const couple = asCurrentCouple(rows[0]);
  return couple && isActiveCouple(couple) ? couple : null;
}

export async function deletePendingCouple(db: Db, coupleId: string): Promise<void> {
  await db.delete(couples).where(and(eq(couples.id, coupleId), eq(couples.status, 'pending')));
}
