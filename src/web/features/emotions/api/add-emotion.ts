import { EMOTION_STYLE, type TEmotionType } from '@shared/emotions';
import type { TEmotion, TTodayEmotions } from '@shared/schemas/emotions';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { emotionsKeys } from './emotions-keys';

/** POST /api/emotions, or later when offline: the emotion drops into the jar at once. */
export const addEmotionKind = defineOutboxKind<TEmotionType>({
  name: 'emotions.add',
  change: 'emotions.changed',
  label: 'outbox.kinds.addEmotion',
  detail: (emotionType) => EMOTION_STYLE[emotionType]?.emoji,
  creates: true,
  request: (emotionType) => ({ method: 'POST', path: '/api/emotions', json: { emotionType } }),
  target: (_emotionType, localId) => localId,
  apply: (queryClient, emotionType, { localId, at }) => {
    if (!localId) return;
    queryClient.setQueryData<TTodayEmotions>(emotionsKeys.today(), (today) => {
      if (!today || today.mine.some((emotion) => emotion.id === localId)) return today;
      const made: TEmotion = { id: localId, emotionType, emotionDate: today.today, createdAt: at };
      return { ...today, mine: [made, ...today.mine] };
    });
  },
});

export function useAddEmotion() {
  return useOutboxMutation<TEmotionType, TEmotion>(addEmotionKind, {
    success: 'emotions.jar.added',
    failure: 'emotions.jar.addError',
  });
}
