import { eq } from 'drizzle-orm';
import { coupleChannel, type TRealtimeEvent, userChannel } from '../../../shared/realtime-events';
import type { TProfile, TUpdateProfile } from '../../../shared/schemas/profile';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/couples';
import { type TransactionScope, withTransaction } from '../../db/transaction';
import type { AppDependencies } from '../../http/context';
import { notFound } from '../../http/errors';
import type { RealtimeBus } from '../../realtime/realtime-bus';
import { deleteImage, newImagePath, storeImage } from '../../storage/image.service';
import { IMAGE_RULES } from '../../storage/image-rules';
import { signBlobUrl } from '../../storage/signed-url';
import { getMyCouple } from '../couples/couples.service';
import { createProfileIfMissing, swapAvatarPath } from './profile.repository';

type ProfileDependencies = Pick<AppDependencies, 'db' | 'pool' | 'blobs' | 'signer' | 'bus'>;

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
  deps: Pick<AppDependencies, 'db' | 'signer'>,
  actorId: string,
): Promise<TProfile> {
  const profile = await findProfileFor(deps, actorId, actorId);
  if (!profile) throw notFound();
  return profile;
}

export async function updateProfile(
  deps: ProfileDependencies,
  actorId: string,
  { fullName }: TUpdateProfile,
): Promise<TProfile> {
  await withTransaction(deps.pool, async (scope) => {
    const { db } = scope;
    await createProfileIfMissing(db, actorId, fullName);
    await db
      .update(profiles)
      .set({ fullName, updatedAt: new Date() })
      .where(eq(profiles.id, actorId));
    // better-auth's user carries the name too (session payloads, emails): keep them equal.
    await db
      .update(users)
      .set({ name: fullName, updatedAt: new Date() })
      .where(eq(users.id, actorId));
    await announceProfileChange(deps.bus, scope, actorId);
  });
  return getProfile(deps, actorId);
}

/**
 * Stores the new avatar, points the profile at it, and only after that commits removes the old
 * one: a failure at any step leaves the user with a working avatar.
 */
export async function replaceAvatar(
  deps: ProfileDependencies,
  actorId: string,
  file: File,
): Promise<TProfile> {
  const path = await storeImage(deps, {
    ...IMAGE_RULES.avatar,
    bucket: 'avatars',
    path: newImagePath(actorId),
    file,
  });
  let previous: string | null;
  try {
    previous = await setAvatarPath(deps, actorId, path);
  } catch (error) {
    // Nothing points at the new file: remove it, and report the failure that matters.
    await deleteImage(deps.blobs, 'avatars', path).catch((cleanupError: unknown) =>
      console.error('[profile] could not remove an unused avatar', path, cleanupError),
    );
    throw error;
  }
  await removeOldAvatar(deps, actorId, previous);
  return getProfile(deps, actorId);
}

export async function deleteAvatar(deps: ProfileDependencies, actorId: string): Promise<TProfile> {
  const previous = await setAvatarPath(deps, actorId, null);
  await removeOldAvatar(deps, actorId, previous);
  return getProfile(deps, actorId);
}

/** Swaps the avatar path in one transaction, announcing it there; returns the replaced path. */
function setAvatarPath({ pool, bus }: ProfileDependencies, actorId: string, path: string | null) {
  return withTransaction(pool, async (scope) => {
    const previous = await swapAvatarPath(scope.db, actorId, path);
    if (previous !== path) await announceProfileChange(bus, scope, actorId);
    return previous;
  });
}

/**
 * Runs after the commit, never inside the transaction: were it rolled back, the profile would
 * still point at the file. A file that cannot be removed is only wasted space: logged, not thrown.
 */
async function removeOldAvatar(
  { blobs }: ProfileDependencies,
  actorId: string,
  path: string | null,
): Promise<void> {
  // Only files under the user's own folder: the path comes from the database, not from a client,
  // but a wrong row must never delete someone else's photo.
  if (!path?.startsWith(`${actorId}/`)) return;
  try {
    await deleteImage(blobs, 'avatars', path);
  } catch (error) {
    console.error('[profile] could not remove the old avatar', path, error);
  }
}

/**
 * Tells the user's other tabs and their partner (pending or active couple) to refetch. Published
 * on the transaction's connection: the NOTIFYs leave at commit, and not at all on a rollback.
 */
async function announceProfileChange(
  bus: RealtimeBus,
  { db, client }: TransactionScope,
  actorId: string,
): Promise<void> {
  const event: TRealtimeEvent = { type: 'profiles.updated', ids: [actorId] };
  const couple = await getMyCouple({ db }, actorId);
  await bus.publish(userChannel(actorId), event, client);
  if (couple) await bus.publish(coupleChannel(couple.id), event, client);
}
