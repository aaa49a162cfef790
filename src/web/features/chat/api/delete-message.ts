import { useQueryClient } from '@tanstack/react-query';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deleteMessageKind } from './chat-outbox';
import { removeMessage } from './thread-cache';

/** DELETE my message for both of us (its photo goes with it), or later when offline. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useOutboxMutation<string>(deleteMessageKind, {
    success: 'chat.deleted',
    failure: 'chat.deleteError',
    // Gone at once, as a person expects; a refusal brings it back with the next answer.
    isAlwaysOptimistic: true,
    onSent: (_data, id) => removeMessage(queryClient, id),
  });
}
