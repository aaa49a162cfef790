import type { TChatMessage } from '@shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { patchMessage, upsertMessage } from './thread-cache';

export interface ChatHeartChange {
  id: string;
  isOn: boolean;
}

const heartPath = (id: string) => `/api/chat/messages/${encodeURIComponent(id)}/heart`;

/** PUT puts my heart on a message, DELETE takes it off: a repeated request changes nothing. */
export function useSetChatHeart() {
  const queryClient = useQueryClient();
  return useAppMutation<TChatMessage | undefined, ChatHeartChange>({
    offline: { needsConnection: 'hearts' },
    mutationFn: async ({ id, isOn }) =>
      isOn
        ? apiFetch<TChatMessage>(heartPath(id), { method: 'PUT' })
        : apiFetch<undefined>(heartPath(id), { method: 'DELETE' }),
    // The heart shows at once; the server's answer (or its event) settles it.
    onMutate: ({ id, isOn }) => patchMessage(queryClient, id, { heartedByMe: isOn }),
    onSuccess: (message) => {
      if (message) upsertMessage(queryClient, message);
    },
    onError: (_error, { id, isOn }) => patchMessage(queryClient, id, { heartedByMe: !isOn }),
    failure: 'chat.heartError',
  });
}
