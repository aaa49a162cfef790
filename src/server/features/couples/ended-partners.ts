import type { Db } from '@server/db/client';
import { type BlobStore, isSafeBlobPath, readBlob } from '@server/storage/blob-store';
import { insertEndedPartners, lockPartnerProfiles } from './ended-partners.repository';

/** Where a partner's avatar is kept for an ended couple's archive: their folder, its own name. */
const endedAvatarPath = (userId: string, coupleId: string, original: string) =>
  `${userId}/ended-${coupleId}${/\.[a-z0-9]+$/i.exec(original)?.[0] ?? ''}`;

/**
 * Freezes both partners as they are at the end, in the ending's transaction: names, and a copy of
 * each avatar's file (the profile's own is deleted when replaced). A missing file is no avatar.
 * A copy written for an end that then rolls back names nothing, and the orphan sweep removes it.
 */
export async function snapshotPartnersAtEnd(
  { blobs }: { blobs: BlobStore },
  db: Db,
  couple: { id: string; user1Id: string | null; user2Id: string | null },
): Promise<void> {
  const userIds = [couple.user1Id, couple.user2Id].filter((id): id is string => id !== null);
  const partners = await lockPartnerProfiles(db, userIds);
  const rows = await Promise.all(
    partners.map(async (partner) => {
      const original = partner.avatarPath;
      let avatarPath: string | null = null;
      if (original && isSafeBlobPath(original)) {
        const file = await readBlob(blobs, 'avatars', original);
        if (file) {
          avatarPath = endedAvatarPath(partner.id, couple.id, original);
          await blobs.put('avatars', avatarPath, file.data, file.contentType);
        }
      }
      return { coupleId: couple.id, userId: partner.id, fullName: partner.fullName, avatarPath };
    }),
  );
  await insertEndedPartners(db, rows);
}
