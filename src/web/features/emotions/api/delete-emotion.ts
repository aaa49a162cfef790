import type { TTodayEmotions } from '@shared/schemas/emotions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { emotionKeys } from './emotion-keys';

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
      await queryClient.cancelQueries({ queryKey: emotionKeys.today() });
      const previous = queryClient.getQueryData<TTodayEmotions>(emotionKeys.today());
      if (previous) {
        queryClient.setQueryData<TTodayEmotions>(emotionKeys.today(), {
          ...previous,
          mine: previous.mine.filter((emotion) => emotion.id !== id),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(emotionKeys.today(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: emotionKeys.all }),
  });
}
