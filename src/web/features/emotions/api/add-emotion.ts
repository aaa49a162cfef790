import type { TEmotionType } from '@shared/emotions';
import type { TEmotion } from '@shared/schemas/emotions';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { idempotencyHeaders, sendOnce } from '@web/lib/idempotent-request';
import { refreshEmotions } from './emotions-keys';

export const addEmotion = (emotionType: TEmotionType) =>
  sendOnce((key) =>
    apiFetch<TEmotion>('/api/emotions', {
      method: 'POST',
      json: { emotionType },
      headers: idempotencyHeaders(key),
    }),
  );

export function useAddEmotion() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: addEmotion,
    success: 'emotions.jar.added',
    failure: 'emotions.jar.addError',
    onSuccess: () => refreshEmotions(queryClient),
  });
}
