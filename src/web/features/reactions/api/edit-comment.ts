import type { TComment } from '@shared/schemas/reactions';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type EditCommentVars, editCommentKind } from './reactions-outbox';

/** PATCH my comment, or later when offline (reactions-outbox.ts). */
export function useEditComment() {
  return useOutboxMutation<EditCommentVars, TComment>(editCommentKind, {
    failure: 'reactions.saveError',
  });
}
