import type { TChatMessage } from '@shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { bindChange } from '@web/lib/outbox/outbox-kind';
import { outboxSnapshot } from '@web/lib/outbox/outbox-store';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { useUpload } from '@web/lib/upload/use-upload';
import { type SendMessageVars, sendMediaMessageKind, sendMessageKind } from './chat-outbox';
import { CHAT_PHOTO_RULES } from './chat-upload-rules';
import { upsertMessage } from './thread-cache';

/** The ids of the stand-ins still waiting to be sent (the outbox's changes' targets). */
export const waitingIds = () =>
  new Set(outboxSnapshot().flatMap((entry) => (entry.target ? [entry.target] : [])));

/** POST a message's words, or later when offline (chat-outbox.ts); shown as soon as sent. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useOutboxMutation<SendMessageVars, TChatMessage>(sendMessageKind, {
    failure: 'chat.sendError',
    onSent: (message) => upsertMessage(queryClient, message, waitingIds()),
  });
}

/**
 * A photo or a voice note (or both) with its words, with the upload's progress; kept with its
 * files when offline.
 */
export function useSendMediaMessage() {
  const queryClient = useQueryClient();
  return useUpload<TChatMessage>({
    path: '/api/chat/messages',
    method: 'POST',
    rules: CHAT_PHOTO_RULES,
    failure: 'chat.sendError',
    onUploaded: (message) => upsertMessage(queryClient, message, waitingIds()),
    outbox: (upload) => bindChange(sendMediaMessageKind, upload),
  });
}
