import type { Db } from '@server/db/client';
import { sessions, users, verifications } from '@server/db/schema/auth';
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function insertVerification(
  db: Db,
  row: { identifier: string; value: string; expiresAt: Date },
): Promise<void> {
  await db.insert(verifications).values({ id: crypto.randomUUID(), ...row });
}

export async function findSessionIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

/** The account of a reset token (as stored) still unexpired at `now`, or null. */
export async function findUserIdOfResetToken(
  db: Db,
  identifier: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)));
  return row?.userId ?? null;
}

/** The sessions of the account a reset token (as stored) belongs to. */
export async function findSessionIdsForResetToken(db: Db, identifier: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(verifications, eq(verifications.value, sessions.userId))
    .where(eq(verifications.identifier, identifier));
  return rows.map((row) => row.id);
}

/** Deletes every session of the account this session token belongs to, but that one; their ids. */
export async function deleteOtherSessionsOf(db: Db, keptToken: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    delete from ${sessions}
    where ${sessions.userId} = (select user_id from ${sessions} where token = ${keptToken})
      and ${sessions.token} <> ${keptToken}
    returning ${sessions.id}`);
  return result.rows.map((row) => row.id);
}

/** The session a token opened, or null. */
export async function findSessionOfToken(
  db: Db,
  token: string,
): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.token, token));
  return row ?? null;
}

/** Deletes every session of the account but `kept`; their ids. */
export async function deleteSessionsOfUserBut(
  db: Db,
  userId: string,
  kept: readonly string[],
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      kept.length > 0
        ? and(eq(sessions.userId, userId), notInArray(sessions.id, [...kept]))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
