import type { TChatMessage, TChatQuote } from '@shared/schemas/chat';
import { VOICE_FIELD } from '@shared/voice-rules';
import type { QueryClient } from '@tanstack/react-query';
import { blobUrl } from '@web/lib/outbox/blob-url';
import type { MadeChange } from '@web/lib/outbox/outbox-kind';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { outboxFormRequest } from '@web/lib/upload/outbox-form';
import type { UploadVariables } from '@web/lib/upload/use-upload';
import { chatKeys } from './chat-keys';
import {
  appendMessage,
  type ChatThread,
  patchMessage,
  removeMessage,
  settleStandIn,
} from './thread-cache';

/** What a reply shows of the message it quotes, from the thread this device holds. */
function quoteOf(queryClient: QueryClient, id: string | undefined): TChatQuote | null {
  if (!id) return null;
  const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread());
  const quoted = thread?.pages.flatMap((page) => page.items).find((item) => item.id === id);
  if (!quoted) return null;
  return {
    id: quoted.id,
    text: quoted.text,
    hasImage: quoted.image !== null,
    hasVoice: quoted.voice !== null,
    isMine: quoted.isMine,
  };
}

/** The sent message takes its stand-in's place: the thread is patched, never refetched. */
function settle(queryClient: QueryClient, answer: unknown, { localId }: MadeChange) {
  if (localId && answer) settleStandIn(queryClient, localId, answer as TChatMessage);
}

/** The stand-in a message made on this device shows until the server's own arrives. */
function standIn(
  queryClient: QueryClient,
  {
    text,
    replyToId,
    file,
    voice,
  }: { text: string; replyToId?: string; file?: Blob; voice?: Blob | undefined },
  { localId, at }: MadeChange,
): TChatMessage | null {
  if (!localId) return null;
  const url = file ? blobUrl(file) : null;
  return {
    id: localId,
    text: text || null,
    image: url ? { url, thumbnailUrl: url, largeThumbnailUrl: url } : null,
    // Its length is the server's to read (the recording's own may not say): shown once sent.
    voice: voice ? { url: blobUrl(voice), durationMs: 0 } : null,
    replyTo: quoteOf(queryClient, replyToId),
    createdBy: null,
    isMine: true,
    createdAt: at,
    editedAt: null,
    heartedByMe: false,
    heartedByPartner: false,
  };
}

export interface SendMessageVars {
  text: string;
  /** The message it quotes, if any. */
  replyToId?: string;
}

/** Words written in a tunnel are worth keeping: the message waits in the thread, sent once. */
export const sendMessageKind = defineOutboxKind<SendMessageVars>({
  name: 'chat.send',
  change: 'chat.changed',
  label: 'chat.kinds.send',
  detail: ({ text }) => text,
  creates: true,
  request: ({ text, replyToId }) => ({
    method: 'POST',
    path: '/api/chat/messages',
    json: replyToId ? { text, replyToId } : { text },
  }),
  target: (_vars, localId) => localId,
  settle,
  apply: (queryClient, vars, made) => {
    const message = standIn(queryClient, vars, made);
    if (message) appendMessage(queryClient, message);
  },
});

/**
 * A photo or a voice note with its words (multipart: the files are kept with the change while it
 * waits).
 */
export const sendMediaMessageKind = defineOutboxKind<UploadVariables>({
  name: 'chat.send-media',
  change: 'chat.changed',
  label: 'chat.kinds.send',
  detail: ({ fields }) => fields.text,
  creates: true,
  request: (upload) => outboxFormRequest('POST', '/api/chat/messages', upload),
  target: (_upload, localId) => localId,
  settle,
  apply: (queryClient, { fields, files, attachments = [] }, made) => {
    const voice = attachments.find((attachment) => attachment.field === VOICE_FIELD)?.file;
    const message = standIn(
      queryClient,
      { text: fields.text ?? '', replyToId: fields.replyToId || undefined, file: files[0], voice },
      made,
    );
    if (message) appendMessage(queryClient, message);
  },
});

export interface EditMessageVars {
  id: string;
  text: string;
}

export const editMessageKind = defineOutboxKind<EditMessageVars>({
  name: 'chat.edit',
  change: 'chat.changed',
  label: 'chat.kinds.edit',
  detail: ({ text }) => text,
  request: ({ id, text }) => ({
    method: 'PATCH',
    path: `/api/chat/messages/${encodeURIComponent(id)}`,
    json: { text },
  }),
  target: ({ id }) => id,
  apply: (queryClient, { id, text }, { at }) =>
    patchMessage(queryClient, id, { text, editedAt: at }),
});

export const deleteMessageKind = defineOutboxKind<string>({
  name: 'chat.delete',
  change: 'chat.changed',
  label: 'chat.kinds.delete',
  request: (id) => ({ method: 'DELETE', path: `/api/chat/messages/${encodeURIComponent(id)}` }),
  target: (id) => id,
  apply: (queryClient, id) => removeMessage(queryClient, id),
});
