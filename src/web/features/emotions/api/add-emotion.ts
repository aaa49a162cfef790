import type { TEmotionType } from '@shared/emotions';
import type { TEmotion } from '@shared/schemas/emotions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshEmotions } from './emotions-keys';

export const addEmotion = (emotionType: TEmotionType) =>
  apiFetch<TEmotion>('/api/emotions', { method: 'POST', json: { emotionType } });

export function useAddEmotion() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: addEmotion,
    success: 'emotions.jar.added',
    failure: 'emotions.jar.addError',
    onSuccess: () => refreshEmotions(queryClient),
  });
}
