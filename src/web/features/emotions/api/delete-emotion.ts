import type { TTodayEmotions } from '@shared/schemas/emotions';
import { defineOutboxKind } from '@web/lib/outbox/outbox-kind';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { emotionsKeys } from './emotions-keys';

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

/** Takes the emotion out of the jar at once; it comes back if the server refuses. */
export function useDeleteEmotion() {
  return useOutboxMutation<string>(deleteEmotionKind, {
    success: 'emotions.jar.deleted',
    failure: 'emotions.jar.deleteError',
    isAlwaysOptimistic: true,
  });
}
