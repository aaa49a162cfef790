import { EMOTION_STYLE, type TEmotionType } from '@shared/emotions';
import type { TEmotion, TTodayEmotions } from '@shared/schemas/emotions';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { emotionsKeys } from './emotions-keys';

/** The kinds of change the emotion jar makes without a signal. */

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

/** DELETE /api/emotions/:id, or later when offline: the emotion leaves the jar at once. */
export const deleteEmotionKind = defineOutboxKind<string>({
  name: 'emotions.delete',
  change: 'emotions.changed',
  label: 'outbox.kinds.deleteEmotion',
  request: (id) => ({ method: 'DELETE', path: `/api/emotions/${encodeURIComponent(id)}` }),
  target: (id) => id,
  apply: (queryClient, id) => {
    queryClient.setQueryData<TTodayEmotions>(emotionsKeys.today(), (today) =>
      today?.mine.some((emotion) => emotion.id === id)
        ? { ...today, mine: today.mine.filter((emotion) => emotion.id !== id) }
        : today,
    );
  },
});
