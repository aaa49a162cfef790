import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema/auth';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';

export interface SessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The account's sessions that have not expired, most recently used first. Expiry by the
 * database's clock, as the session guard checks it.
 */
export function findLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/**
 * Deletes one session of this account (never another's, never the caller's own); the ids
 * deleted. The `sessions` trigger announces the deletion to every instance when it commits.
 */
export async function deleteSessionOfUser(
  db: Db,
  userId: string,
  sessionId: string,
  currentSessionId: string,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        ne(sessions.id, currentSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Deletes every session of the account but the caller's; the ids deleted. */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
