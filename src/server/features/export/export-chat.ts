import type { TBucket } from '@server/storage/blob-store';
import type { ArchiveRows } from './export.repository';

/**
 * data.json's chat: the couple's thread, oldest first, each message with its photo (its path in
 * the archive), the message it quotes and the partners' hearts on it.
 */
export function presentChat(
  rows: Pick<ArchiveRows, 'chatMessages' | 'chatHearts'>,
  photo: (bucket: TBucket, path: string | null) => string | null,
) {
  const heartsOf = new Map<string, { userId: string; createdAt: string }[]>();
  for (const heart of rows.chatHearts) {
    const hearts = heartsOf.get(heart.messageId) ?? [];
    hearts.push({ userId: heart.userId, createdAt: heart.createdAt.toISOString() });
    heartsOf.set(heart.messageId, hearts);
  }
  return rows.chatMessages.map((message) => ({
    id: message.id,
    text: message.body,
    photo: photo('memories', message.imagePath),
    replyToId: message.replyToId,
    createdBy: message.createdBy,
    createdAt: message.createdAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    hearts: heartsOf.get(message.id) ?? [],
  }));
}
