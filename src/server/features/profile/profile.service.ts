import { eq, or, sql } from 'drizzle-orm';
import { coupleChannel, type TRealtimeEvent, userChannel } from '../../../shared/realtime-events';
import type { TProfile, TUpdateProfile } from '../../../shared/schemas/profile';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { couples, profiles } from '../../db/schema/couples';
import type { AppDependencies } from '../../http/context';
import { notFound } from '../../http/errors';
import { deleteImage, newImagePath, storeImage } from '../../storage/image.service';
import { IMAGE_RULES } from '../../storage/image-rules';
import { signBlobUrl } from '../../storage/signed-url';

type ProfileDependencies = Pick<AppDependencies, 'db' | 'blobs' | 'signer' | 'bus'>;

/**
 * A user's profile as `viewerId` sees it: the avatar URL is signed for the viewer, so it only
 * works with the viewer's own session. Also used by the dashboard for both partners.
 */
export async function findProfileFor(
  { db, signer }: Pick<AppDependencies, 'db' | 'signer'>,
  userId: string,
  viewerId: string,
): Promise<TProfile | null> {
  const [row] = await db
    .select({
      email: users.email,
      userName: users.name,
      fullName: profiles.fullName,
      avatarPath: profiles.avatarUrl,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: userId,
    fullName: row.fullName ?? row.userName,
    email: row.email,
    avatarUrl: signBlobUrl(signer, 'avatars', row.avatarPath, viewerId)?.url ?? null,
  };
}

export async function getProfile(
  actorId: string,
  deps: Pick<AppDependencies, 'db' | 'signer'>,
): Promise<TProfile> {
  const profile = await findProfileFor(deps, actorId, actorId);
  if (!profile) throw notFound();
  return profile;
}

export async function updateProfile(
  actorId: string,
  { fullName }: TUpdateProfile,
  deps: ProfileDependencies,
): Promise<TProfile> {
  await deps.db.transaction(async (tx) => {
    await ensureProfile(tx, actorId);
    await tx
      .update(profiles)
      .set({ fullName, updatedAt: new Date() })
      .where(eq(profiles.id, actorId));
    // better-auth's user carries the name too (session payloads, emails): keep them equal.
    await tx
      .update(users)
      .set({ name: fullName, updatedAt: new Date() })
      .where(eq(users.id, actorId));
  });
  await announceProfileChange(actorId, deps);
  return getProfile(actorId, deps);
}

/**
 * Stores the new avatar, points the profile at it, and only after that commits removes the old
 * one: a failure at any step leaves the user with a working avatar.
 */
export async function replaceAvatar(
  actorId: string,
  file: File,
  deps: ProfileDependencies,
): Promise<TProfile> {
  const path = await storeImage(deps, {
    ...IMAGE_RULES.avatar,
    bucket: 'avatars',
    path: newImagePath(actorId),
    file,
  });
  let previous: string | null;
  try {
    previous = await setAvatarPath(deps.db, actorId, path);
  } catch (error) {
    await deleteImage(deps.blobs, 'avatars', path).catch(() => {});
    throw error;
  }
  await removeOldAvatar(actorId, previous, deps);
  await announceProfileChange(actorId, deps);
  return getProfile(actorId, deps);
}

export async function deleteAvatar(actorId: string, deps: ProfileDependencies): Promise<TProfile> {
  const previous = await setAvatarPath(deps.db, actorId, null);
  await removeOldAvatar(actorId, previous, deps);
  if (previous) await announceProfileChange(actorId, deps);
  return getProfile(actorId, deps);
}

/** Sets the avatar path and returns the one it replaced, locked so two uploads cannot race. */
async function setAvatarPath(db: Database, actorId: string, path: string | null) {
  return db.transaction(async (tx) => {
    await ensureProfile(tx, actorId);
    const [current] = await tx
      .select({ avatarPath: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, actorId))
      .for('update');
    await tx
      .update(profiles)
      .set({ avatarUrl: path, updatedAt: new Date() })
      .where(eq(profiles.id, actorId));
    return current?.avatarPath ?? null;
  });
}

// Sign-up creates the profile in a hook; should that ever have failed, the first write makes it.
async function ensureProfile(tx: Transaction, actorId: string) {
  await tx.execute(sql`
    insert into profiles (id, full_name)
    select id, left(coalesce(nullif(btrim(name), ''), email), 100) from users where id = ${actorId}
    on conflict (id) do nothing`);
}

async function removeOldAvatar(actorId: string, path: string | null, deps: ProfileDependencies) {
  // Only files under the user's own folder: the path comes from the database, not from a client,
  // but a wrong row must never delete someone else's photo.
  if (!path?.startsWith(`${actorId}/`)) return;
  await deleteImage(deps.blobs, 'avatars', path).catch((error) =>
    console.error('[profile] could not remove the old avatar', path, error),
  );
}

/** Tells the user's other tabs and their partner (pending or active couple) to refetch. */
async function announceProfileChange(actorId: string, { db, bus }: ProfileDependencies) {
  const event: TRealtimeEvent = { type: 'profiles.updated', ids: [actorId] };
  try {
    const [couple] = await db
      .select({ id: couples.id })
      .from(couples)
      .where(or(eq(couples.user1Id, actorId), eq(couples.user2Id, actorId)))
      .limit(1);
    await bus.publish(userChannel(actorId), event);
    if (couple) await bus.publish(coupleChannel(couple.id), event);
  } catch (error) {
    // The change is committed; a lost invalidation only delays the partner's refresh.
    console.error('[profile] could not publish the change', error);
  }
}
