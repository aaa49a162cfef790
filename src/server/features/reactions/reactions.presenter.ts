import type { UrlSigner } from '@server/storage/signed-url';
import { coupleViewer } from '@server/storage/signed-url';
import { presentVoiceNote } from '@server/storage/voice-intake';
import type { TComment, TReactionTarget, TReactionThread } from '@shared/schemas/reactions';
import type { CommentRow } from './reactions.repository';

/** Who reads a comment: their id, within their couple (its voice note is signed for them). */
export interface CommentReader {
  userId: string;
  couple: { id: string };
}

export function presentComment(
  signer: UrlSigner,
  row: CommentRow,
  reader: CommentReader,
): TComment {
  return {
    id: row.id,
    text: row.body,
    voice: presentVoiceNote(signer, row.voicePath, row.voiceDurationMs, coupleViewer(reader)),
    createdBy: row.createdBy,
    isMine: row.createdBy === reader.userId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function presentThread(
  signer: UrlSigner,
  target: TReactionTarget,
  id: string,
  viewer: CommentReader & { partnerId: string; partnerName: string },
  heartUsers: string[],
  rows: CommentRow[],
): TReactionThread {
  return {
    target,
    id,
    partnerName: viewer.partnerName,
    heartedByMe: heartUsers.includes(viewer.userId),
    heartedByPartner: heartUsers.includes(viewer.partnerId),
    comments: rows.map((row) => presentComment(signer, row, viewer)),
  };
}
