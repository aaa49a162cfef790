import { signBlobUrl, type UrlSigner, type UrlViewer } from '@server/storage/signed-url';
import { presentVoiceNote } from '@server/storage/voice-intake';
import {
  CHAT_PREVIEW_MAX,
  type TChatMessage,
  type TChatPreview,
  type TChatSummary,
} from '@shared/schemas/chat';
import type { ChatMessageRow, MarksRow, ThreadRow } from './chat.repository';

/** A message as the API answers it to `viewer`, its photo signed for them. */
export function presentMessage(
  signer: UrlSigner,
  row: ThreadRow,
  viewer: { userId: string; url: UrlViewer },
): TChatMessage {
  const image = signBlobUrl(signer, 'memories', row.imagePath, viewer.url);
  return {
    id: row.id,
    text: row.body,
    image: image && {
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      largeThumbnailUrl: image.largeThumbnailUrl,
    },
    voice: presentVoiceNote(signer, row.voicePath, row.voiceDurationMs, viewer.url),
    replyTo: row.quoted && {
      id: row.quoted.id,
      text: row.quoted.body,
      hasImage: row.quoted.hasImage,
      hasVoice: row.quoted.hasVoice,
      isMine: row.quoted.createdBy === viewer.userId,
    },
    createdBy: row.createdBy,
    isMine: row.createdBy === viewer.userId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    heartedByMe: row.heartedByMe,
    heartedByPartner: row.heartedByPartner,
  };
}

/** A message's first line, at most `max` characters: the card's preview, a push's words. */
export function excerpt(text: string, max = CHAT_PREVIEW_MAX): string {
  const line = text.split('\n').find((part) => part.trim() !== '') ?? '';
  const chars = [...line.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

export function presentPreview(row: ChatMessageRow, viewerId: string): TChatPreview {
  return {
    id: row.id,
    text: row.body ? excerpt(row.body) : null,
    hasImage: row.imagePath !== null,
    hasVoice: row.voicePath !== null,
    isMine: row.createdBy === viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSummary(
  partnerName: string,
  marks: MarksRow,
  last: ChatMessageRow | null,
  viewerId: string,
): TChatSummary {
  return {
    partnerName,
    unread: marks.unread,
    last: last && presentPreview(last, viewerId),
    myReadUpTo: marks.myReadUpTo?.toISOString() ?? null,
    partnerDeliveredUpTo: marks.partnerDeliveredUpTo?.toISOString() ?? null,
    partnerReadUpTo: marks.partnerReadUpTo?.toISOString() ?? null,
  };
}
