import type { TComment, TReactionTarget, TReactionThread } from '@shared/schemas/reactions';
import { VOICE_FIELD } from '@shared/voice-rules';
import type { QueryClient } from '@tanstack/react-query';
import { blobUrl } from '@web/lib/outbox/blob-url';
import { patchRow, updateCached, withoutRow, withRow } from '@web/lib/outbox/cached-rows';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { targetPath } from './get-reaction-thread';
import { reactionsKeys } from './reactions-keys';

/** The memory or plan photo a comment belongs to: whose thread shows it at once. */
export interface CommentPlace {
  target: TReactionTarget;
  id: string;
}

const updateComments = (
  queryClient: QueryClient,
  { target, id }: CommentPlace,
  update: (comments: TComment[]) => TComment[],
) =>
  updateCached<TReactionThread>(queryClient, reactionsKeys.thread(target, id), (thread) => {
    const comments = update(thread.comments);
    return comments === thread.comments ? thread : { ...thread, comments };
  });

/**
 * A comment's words, its voice note, or both (a voice note goes as a multipart form, its
 * recording kept on the device while it waits).
 */
export type AddCommentVars = CommentPlace & {
  text: string;
  voice?: { blob: Blob; name: string; durationMs: number } | undefined;
};

/** A comment written in a tunnel is worth keeping: it waits in the thread, sent once. */
export const addCommentKind = defineOutboxKind<AddCommentVars>({
  name: 'reactions.comment-add',
  change: 'reactions.changed',
  label: 'outbox.kinds.addComment',
  detail: ({ text }) => text,
  creates: true,
  request: ({ target, id, text, voice }) =>
    voice
      ? {
          method: 'POST',
          path: `${targetPath(target, id)}/comments`,
          form: {
            fields: { text },
            files: [{ field: VOICE_FIELD, file: voice.blob, name: voice.name }],
          },
        }
      : { method: 'POST', path: `${targetPath(target, id)}/comments`, json: { text } },
  target: (_vars, localId) => localId,
  apply: (queryClient, { text, voice, ...place }, { localId, at }) => {
    if (!localId) return;
    const made: TComment = {
      id: localId,
      text: text || null,
      voice: voice ? { url: blobUrl(voice.blob), durationMs: voice.durationMs } : null,
      createdBy: null,
      isMine: true,
      createdAt: at,
      editedAt: null,
    };
    // Oldest first, as the server sends the thread.
    updateComments(queryClient, place, (comments) => withRow(comments, made, 'end'));
  },
});

export type EditCommentVars = CommentPlace & { commentId: string; text: string };

export const editCommentKind = defineOutboxKind<EditCommentVars>({
  name: 'reactions.comment-edit',
  change: 'reactions.changed',
  label: 'outbox.kinds.editComment',
  detail: ({ text }) => text,
  request: ({ commentId, text }) => ({
    method: 'PATCH',
    path: `/api/reactions/comments/${encodeURIComponent(commentId)}`,
    json: { text },
  }),
  target: ({ commentId }) => commentId,
  apply: (queryClient, { commentId, text, ...place }, { at }) =>
    updateComments(queryClient, place, (comments) =>
      patchRow(comments, commentId, { text, editedAt: at }),
    ),
});

export type DeleteCommentVars = CommentPlace & { commentId: string };

export const deleteCommentKind = defineOutboxKind<DeleteCommentVars>({
  name: 'reactions.comment-delete',
  change: 'reactions.changed',
  label: 'outbox.kinds.deleteComment',
  request: ({ commentId }) => ({
    method: 'DELETE',
    path: `/api/reactions/comments/${encodeURIComponent(commentId)}`,
  }),
  target: ({ commentId }) => commentId,
  apply: (queryClient, { commentId, ...place }) =>
    updateComments(queryClient, place, (comments) => withoutRow(comments, commentId)),
});
