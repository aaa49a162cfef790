import type { Db } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { users } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/profile';
import { notFound } from '@server/http/errors';
import { LIMITS } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';

/**
 * A name as `profiles.full_name` stores it: trimmed, and at most `nameMax` characters. Cut by
 * code points, as varchar counts them, so an emoji is never split in half.
 */
export function toProfileName(name: string): string {
  return Array.from(name.trim()).slice(0, LIMITS.nameMax).join('').trimEnd();
}

/**
 * Creates the user's profile unless it exists. The one place a profile is born: the sign-up hook
 * (with the sign-up name) and the profile API's first write (should that hook ever have failed)
 * both come here, so the name is stored by the same rules. `name` must not be blank: sign-up
 * requires one, and the table's check refuses a blank name.
 */
export async function createProfileIfMissing(db: Db, userId: string, name: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, fullName: toProfileName(name) })
    .onConflictDoNothing({ target: profiles.id });
}

/** The profile, created from the account's name if it is missing. */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (user) await createProfileIfMissing(db, userId, user.name);
}

/**
 * Sets the avatar path and returns the one it replaced, with the row locked until commit so two
 * uploads cannot race. A user who no longer exists is a 404.
 */
export async function swapAvatarPath(
  db: Db,
  userId: string,
  path: string | null,
  now: Date,
): Promise<string | null> {
  await ensureProfile(db, userId);
  const [current] = await db
    .select({ avatarPath: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!current) throw notFound();
  await db.update(profiles).set({ avatarUrl: path, updatedAt: now }).where(eq(profiles.id, userId));
  return current.avatarPath;
}

export interface ProfileRow {
  email: string;
  /** better-auth's name: what a user without a profile row (yet) is called. */
  userName: string;
  fullName: string | null;
  avatarPath: string | null;
}

const preparedProfileRow = preparedPer((db: Db) =>
  db
    .select({
      email: users.email,
      userName: users.name,
      fullName: profiles.fullName,
      avatarPath: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('profile_row'),
);

/** The user and their profile (which may be missing), or null for an unknown user. */
export async function findProfileRow(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await preparedProfileRow(db).execute({ userId });
  return row ?? null;
}

/**
 * Renames the user in the profile and in better-auth's user, which carries the name too (session
 * payloads, emails), so the two stay equal. Creates the profile first should it be missing.
 */
export async function updateProfileName(
  db: Db,
  userId: string,
  fullName: string,
  updatedAt: Date,
): Promise<void> {
  await createProfileIfMissing(db, userId, fullName);
  await db.update(profiles).set({ fullName, updatedAt }).where(eq(profiles.id, userId));
  await db.update(users).set({ name: fullName, updatedAt }).where(eq(users.id, userId));
}

/** A person's name as their profile has it ("Ana ha respondido"); '' once the account is gone. */
export async function findFullName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.fullName ?? '';
}
