import type { TBucket } from '@server/storage/blob-store';
import type { ArchiveRows } from './export.repository';

type ChatRow = ArchiveRows['chatMessages'][number];

/** A message's voice note: its file in the archive and its length, when the file is there. */
function voiceOf(
  message: Pick<ChatRow, 'voicePath' | 'voiceDurationMs'>,
  photo: (bucket: TBucket, path: string | null) => string | null,
) {
  const file = photo('voice', message.voicePath);
  return file && message.voiceDurationMs ? { file, durationMs: message.voiceDurationMs } : null;
}

/**
 * data.json's chat: the couple's thread, oldest first, each message with its photo and voice
 * note (their paths in the archive; a voice note with its length), the message it quotes and
 * the partners' hearts on it.
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
    voice: voiceOf(message, photo),
    replyToId: message.replyToId,
    createdBy: message.createdBy,
    createdAt: message.createdAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    hearts: heartsOf.get(message.id) ?? [],
  }));
}
