import type { PersonActor } from '@server/auth/session-env';
import { type TransactionScope, withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import { findMyCouple } from '@server/features/couples/couples.service';
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
  'db' | 'pool' | 'blobs' | 'signer' | 'bus' | 'log' | 'clock'
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
  actor: PersonActor,
): Promise<TProfile> {
  const profile = await findProfileFor(deps, actor.userId, actor.userId);
  if (!profile) throw notFound();
  return profile;
}

export async function updateProfile(
  deps: ProfileDependencies,
  actor: PersonActor,
  { fullName }: TUpdateProfile,
): Promise<TProfile> {
  await withTransaction(deps.pool, async (scope) => {
    await updateProfileName(scope.db, actor.userId, fullName, deps.clock.now());
    await announceProfileChange(deps.bus, scope, actor.userId);
  });
  return getProfile(deps, actor);
}

/**
 * Stores the new avatar and points the profile at it; the old file is removed only after that
 * commits, so a failure at any step leaves the user with a working avatar.
 */
export async function replaceAvatar(
  deps: ProfileDependencies,
  actor: PersonActor,
  file: File,
): Promise<TProfile> {
  const upload = {
    ...IMAGE_RULES.avatar,
    bucket: 'avatars' as const,
    path: newImagePath(actor.userId, deps.clock.now()),
    file,
  };
  await commitWithImages(deps, [upload], async ([path]) => ({
    result: undefined,
    replaced: ownOldAvatar(actor.userId, await setAvatarPath(deps, actor.userId, path ?? null)),
  }));
  return getProfile(deps, actor);
}

export async function deleteAvatar(deps: ProfileDependencies, actor: PersonActor): Promise<void> {
  const previous = await setAvatarPath(deps, actor.userId, null);
  await removeImagesAfterCommit(deps, ownOldAvatar(actor.userId, previous));
}

/** Swaps the avatar path in one transaction, announcing it there; returns the replaced path. */
function setAvatarPath(
  { pool, bus, clock }: ProfileDependencies,
  userId: string,
  path: string | null,
) {
  return withTransaction(pool, async (scope) => {
    const previous = await swapAvatarPath(scope.db, userId, path, clock.now());
    if (previous !== path) await announceProfileChange(bus, scope, userId);
    return previous;
  });
}

/**
 * The replaced avatar, if it is one to remove. Only files under the user's own folder: the path
 * comes from the database, not from a client, but a wrong row must never delete someone else's
 * photo.
 */
function ownOldAvatar(userId: string, path: string | null): StoredImageRef[] {
  return path?.startsWith(`${userId}/`) ? [{ bucket: 'avatars', path }] : [];
}

/**
 * Tells the user's other tabs and their partner (pending or active couple) to refetch. Published
 * on the transaction's connection: the NOTIFYs leave at commit, and not at all on a rollback.
 */
async function announceProfileChange(
  bus: RealtimeBus,
  { db, client }: TransactionScope,
  userId: string,
): Promise<void> {
  const event: TRealtimeEvent = { type: 'profiles.updated', ids: [userId] };
  const couple = await findMyCouple({ db }, userId);
  await publishToUser(bus, { client }, userId, event);
  if (couple) await publishToCouple(bus, { client }, couple.id, event);
}
