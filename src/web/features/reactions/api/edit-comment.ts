import type { TComment, TCommentInput } from '@shared/schemas/reactions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshReactions } from './reactions-keys';

export const editComment = (commentId: string, input: TCommentInput) =>
  apiFetch<TComment>(`/api/reactions/comments/${encodeURIComponent(commentId)}`, {
    method: 'PATCH',
    json: input,
  });

export function useEditComment(commentId: string) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (input: TCommentInput) => editComment(commentId, input),
    failure: 'reactions.saveError',
    onSuccess: () => refreshReactions(queryClient),
  });
}
