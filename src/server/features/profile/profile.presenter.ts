import { signBlobUrl, type UrlSigner, type UrlViewer } from '@server/storage/signed-url';
import type { TPartnerProfile, TProfile } from '@shared/schemas/profile';
import type { ProfileRow } from './profile.repository';

/**
 * A user's profile as `viewer` sees it: the avatar URL is signed for the viewer, so it only
 * works with the viewer's own session.
 */
export function presentProfile(
  signer: UrlSigner,
  row: ProfileRow,
  userId: string,
  viewer: UrlViewer,
): TProfile {
  return {
    id: userId,
    fullName: row.fullName ?? row.userName,
    email: row.email,
    avatarUrl: signBlobUrl(signer, 'avatars', row.avatarPath, viewer)?.url ?? null,
  };
}

/** The partner as the dashboard shows them: their email is not shown, so it is not sent. */
export const presentPartner = ({ id, fullName, avatarUrl }: TProfile): TPartnerProfile => ({
  id,
  fullName,
  avatarUrl,
});
