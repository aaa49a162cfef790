import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type DeleteCommentVars, deleteCommentKind } from './reactions-outbox';

/** DELETE my comment, or later when offline (reactions-outbox.ts). */
export function useDeleteComment() {
  return useOutboxMutation<DeleteCommentVars, void>(deleteCommentKind, {
    success: 'reactions.deleted',
    failure: 'reactions.deleteError',
  });
}
