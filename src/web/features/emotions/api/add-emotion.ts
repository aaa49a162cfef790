import type { TEmotionType } from '@shared/emotions';
import type { TEmotion } from '@shared/schemas/emotions';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { addEmotionKind } from './emotions-outbox';

/** POST /api/emotions, or later when offline (emotions-outbox.ts). */
export function useAddEmotion() {
  return useOutboxMutation<TEmotionType, TEmotion>(addEmotionKind, {
    success: 'emotions.jar.added',
    failure: 'emotions.jar.addError',
  });
}
