import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshReactions } from './reactions-keys';

export const deleteComment = (commentId: string) =>
  apiFetch<void>(`/api/reactions/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
  });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteComment,
    success: 'reactions.deleted',
    failure: 'reactions.deleteError',
    onSuccess: () => refreshReactions(queryClient),
  });
}
