import { signBlobUrl, type UrlSigner, type UrlViewer } from '@server/storage/signed-url';
import { presentVoiceNote } from '@server/storage/voice-intake';
import { openWhenOf, type TLetter, type TLetterContent } from '@shared/schemas/letters';
import type { LetterRow } from './letters.repository';

/** Who reads a letter, on which day: the caller in their couple, on their own today. */
export interface LetterViewer {
  userId: string;
  today: string;
  /** Signed URLs are bound to the caller within their couple. */
  urls: UrlViewer;
}

/**
 * Whether `userId` may read the letter's words, photo and voice: its writer always, its reader
 * once they opened it. THE ONE PLACE a letter's content is let out of the server (screens,
 * dashboard, export): a sealed letter gives its reader only that it waits, from whom, and when.
 */
export const mayRead = (row: LetterRow, userId: string) =>
  row.createdBy === userId || (row.readerId === userId && row.openedAt !== null);

function presentContent(signer: UrlSigner, row: LetterRow, viewer: UrlViewer): TLetterContent {
  const photo = signBlobUrl(signer, 'memories', row.imagePath, viewer);
  return {
    body: row.body,
    imageUrl: photo?.url ?? null,
    thumbnailUrl: photo?.thumbnailUrl ?? null,
    largeThumbnailUrl: photo?.largeThumbnailUrl ?? null,
    voice: presentVoiceNote(signer, row.voicePath, row.voiceDurationMs, viewer),
  };
}

/** A letter as `viewer` sees it (see `mayRead`). */
export function presentLetter(signer: UrlSigner, row: LetterRow, viewer: LetterViewer): TLetter {
  const isMine = row.createdBy === viewer.userId;
  const isSealed = row.openedAt === null;
  const isReadable = mayRead(row, viewer.userId);
  return {
    id: row.id,
    isMine,
    opensOn: row.opensOn,
    openWhen: row.openWhen === null ? null : openWhenOf(row.openWhen),
    openedAt: row.openedAt?.toISOString() ?? null,
    canOpen:
      !isMine &&
      isSealed &&
      (row.openWhen !== null || (row.opensOn !== null && row.opensOn <= viewer.today)),
    canEdit: isMine && isSealed,
    writtenAt: isReadable ? row.createdAt.toISOString() : null,
    content: isReadable ? presentContent(signer, row, viewer.urls) : null,
  };
}
