import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import { getMyCouple } from '@server/features/couples/couples.service';
import { notFound } from '@server/http/errors';
import { publishToCouple, publishToUser } from '@server/realtime/publish';
import type { RealtimeBus } from '@server/realtime/realtime-bus';
import { newImagePath } from '@server/storage/image.service';
import type { UrlViewer } from '@server/storage/signed-url';
import {
  commitWithImages,
  removeImagesAfterCommit,
  type StoredImageRef,
} from '@server/storage/upload-flow';
import { IMAGE_RULES } from '@shared/image-rules';
import type { TRealtimeEvent } from '@shared/realtime-events';
import type { TProfile, TUpdateProfile } from '@shared/schemas/profile';
import { presentProfile } from './profile.presenter';
import { findProfileRow, swapAvatarPath, updateProfileName } from './profile.repository';

// Part of this feature's surface: the sign-up hook (wired in bootstrap) creates the profile with
// the user, and the dashboard shows the partner.
export { presentPartner, presentProfile } from './profile.presenter';
export type { ProfileRow } from './profile.repository';
export { createProfileIfMissing, findFullName } from './profile.repository';

type ProfileDependencies = Pick<
  AppDependencies,
  'db' | 'pool' | 'blobs' | 'signer' | 'bus' | 'log'
>;

/**
 * A user's profile as `viewer` sees it: the avatar URL is signed for the viewer, so it only
 * works with the viewer's own session. (The dashboard reads both partners in its own statement.)
 */
export async function findProfileFor(
  { db, signer }: Pick<AppDependencies, 'db' | 'signer'>,
  userId: string,
  viewer: UrlViewer,
): Promise<TProfile | null> {
  const row = await findProfileRow(db, userId);
  return row && presentProfile(signer, row, userId, viewer);
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
    await updateProfileName(scope.db, actorId, fullName);
    await announceProfileChange(deps.bus, scope, actorId);
  });
  return getProfile(deps, actorId);
}

/**
 * Stores the new avatar and points the profile at it; the old file is removed only after that
 * commits, so a failure at any step leaves the user with a working avatar.
 */
export async function replaceAvatar(
  deps: ProfileDependencies,
  actorId: string,
  file: File,
): Promise<TProfile> {
  const upload = {
    ...IMAGE_RULES.avatar,
    bucket: 'avatars' as const,
    path: newImagePath(actorId),
    file,
  };
  await commitWithImages(deps, [upload], async ([path]) => ({
    result: undefined,
    replaced: ownOldAvatar(actorId, await setAvatarPath(deps, actorId, path ?? null)),
  }));
  return getProfile(deps, actorId);
}

export async function deleteAvatar(deps: ProfileDependencies, actorId: string): Promise<void> {
  const previous = await setAvatarPath(deps, actorId, null);
  await removeImagesAfterCommit(deps, ownOldAvatar(actorId, previous));
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
 * The replaced avatar, if it is one to remove. Only files under the user's own folder: the path
 * comes from the database, not from a client, but a wrong row must never delete someone else's
 * photo.
 */
function ownOldAvatar(actorId: string, path: string | null): StoredImageRef[] {
  return path?.startsWith(`${actorId}/`) ? [{ bucket: 'avatars', path }] : [];
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
  await publishToUser(bus, { client }, actorId, event);
  if (couple) await publishToCouple(bus, { client }, couple.id, event);
}
