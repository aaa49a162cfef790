import type { Db } from '@server/db/client';
import { accounts, users } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/couples';
import { and, eq } from 'drizzle-orm';

/** The user's password hash (better-auth's credential account), or null if they have none. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.hash ?? null;
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
