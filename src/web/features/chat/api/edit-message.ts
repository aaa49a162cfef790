import type { TChatMessage } from '@shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type EditMessageVars, editMessageKind } from './chat-outbox';
import { upsertMessage } from './thread-cache';

/** PATCH my message's words, or later when offline (chat-outbox.ts). */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useOutboxMutation<EditMessageVars, TChatMessage>(editMessageKind, {
    failure: 'chat.saveError',
    onSent: (message) => upsertMessage(queryClient, message),
  });
}
