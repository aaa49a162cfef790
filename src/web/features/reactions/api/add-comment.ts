import type { TComment } from '@shared/schemas/reactions';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type AddCommentVars, addCommentKind } from './reactions-outbox';

/** POST a comment, or later when offline (reactions-outbox.ts). */
export function useAddComment() {
  return useOutboxMutation<AddCommentVars, TComment>(addCommentKind, {
    failure: 'reactions.sendError',
  });
}
