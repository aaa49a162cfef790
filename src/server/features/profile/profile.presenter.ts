import { signBlobUrl, type UrlSigner } from '@server/storage/signed-url';
import type { TPartnerProfile, TProfile } from '@shared/schemas/profile';
import type { ProfileRow } from './profile.repository';

/**
 * A user's profile as `viewerId` sees it: the avatar URL is signed for the viewer, so it only
 * works with the viewer's own session.
 */
export function presentProfile(
  signer: UrlSigner,
  row: ProfileRow,
  userId: string,
  viewerId: string,
): TProfile {
  return {
    id: userId,
    fullName: row.fullName ?? row.userName,
    email: row.email,
    avatarUrl: signBlobUrl(signer, 'avatars', row.avatarPath, viewerId)?.url ?? null,
  };
}

/** The partner as the dashboard shows them: their email is not shown, so it is not sent. */
export const presentPartner = ({ id, fullName, avatarUrl }: TProfile): TPartnerProfile => ({
  id,
  fullName,
  avatarUrl,
});
