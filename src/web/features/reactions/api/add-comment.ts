import type { TComment, TCommentInput, TReactionTarget } from '@shared/schemas/reactions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { idempotencyHeaders, sendOnce } from '@web/lib/idempotent-request';
import { targetPath } from './get-reaction-thread';
import { refreshReactions } from './reactions-keys';

export const addComment = (target: TReactionTarget, id: string, input: TCommentInput) =>
  sendOnce((key) =>
    apiFetch<TComment>(`${targetPath(target, id)}/comments`, {
      method: 'POST',
      json: input,
      headers: idempotencyHeaders(key),
    }),
  );

export function useAddComment(target: TReactionTarget, id: string) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (input: TCommentInput) => addComment(target, id, input),
    failure: 'reactions.sendError',
    onSuccess: () => refreshReactions(queryClient),
  });
}
