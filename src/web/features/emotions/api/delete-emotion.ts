import type { TTodayEmotions } from '@shared/schemas/emotions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { emotionsKeys, refreshEmotions } from './emotions-keys';

export const deleteEmotion = (id: string) =>
  apiFetch<void>(`/api/emotions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Takes the emotion out of the jar at once; it comes back if the server refuses. */
export function useDeleteEmotion() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteEmotion,
    success: 'emotions.jar.deleted',
    failure: 'emotions.jar.deleteError',
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: emotionsKeys.today() });
      const previous = queryClient.getQueryData<TTodayEmotions>(emotionsKeys.today());
      if (previous) {
        queryClient.setQueryData<TTodayEmotions>(emotionsKeys.today(), {
          ...previous,
          mine: previous.mine.filter((emotion) => emotion.id !== id),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(emotionsKeys.today(), context.previous);
    },
    onSettled: () => refreshEmotions(queryClient),
  });
}
