import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deleteEmotionKind } from './emotions-outbox';

/** Takes the emotion out of the jar at once; it comes back if the server refuses. */
export function useDeleteEmotion() {
  return useOutboxMutation<string>(deleteEmotionKind, {
    success: 'emotions.jar.deleted',
    failure: 'emotions.jar.deleteError',
    isAlwaysOptimistic: true,
  });
}
