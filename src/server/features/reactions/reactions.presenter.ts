import type { TComment, TReactionTarget, TReactionThread } from '@shared/schemas/reactions';
import type { CommentRow } from './reactions.repository';

export function presentComment(row: CommentRow, viewerId: string): TComment {
  return {
    id: row.id,
    text: row.body ?? '',
    createdBy: row.createdBy,
    isMine: row.createdBy === viewerId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function presentThread(
  target: TReactionTarget,
  id: string,
  viewer: { userId: string; partnerId: string; partnerName: string },
  heartUsers: string[],
  rows: CommentRow[],
): TReactionThread {
  return {
    target,
    id,
    partnerName: viewer.partnerName,
    heartedByMe: heartUsers.includes(viewer.userId),
    heartedByPartner: heartUsers.includes(viewer.partnerId),
    comments: rows.map((row) => presentComment(row, viewer.userId)),
  };
}
