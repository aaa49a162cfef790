import type { Db } from '@server/db/client';
import { accounts, users } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/profile';
import { and, eq } from 'drizzle-orm';

/** The user's email and password hash (null without a credential account); null if gone. */
export async function findEmailAndPasswordHash(
  db: Db,
  userId: string,
): Promise<{ email: string; hash: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  return row ? { email: row.email, hash: row.hash ?? null } : null;
}

export async function findAvatarPath(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ path: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.path ?? null;
}

/**
 * Deletes the user. The foreign keys do the rest: profile, sessions (each announced by the
 * sessions trigger, so every device is signed out), accounts, emotions, quiz answers and join
 * attempts go with it (cascade); couples, content authorship and pet history keep the row with
 * the reference set to null (see `userRefKeptOnDelete`).
 */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
