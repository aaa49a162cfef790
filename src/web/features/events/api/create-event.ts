import type { TCreateEvent, TEvent } from '@shared/schemas/events';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { idempotencyHeaders, sendOnce } from '@web/lib/idempotent-request';
import { refreshEvents } from './events-keys';

export const createEvent = (input: TCreateEvent) =>
  sendOnce((key) =>
    apiFetch<TEvent>('/api/events', {
      method: 'POST',
      json: input,
      headers: idempotencyHeaders(key),
    }),
  );

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: createEvent,
    success: 'events.created',
    failure: 'events.createError',
    onSuccess: () => refreshEvents(queryClient),
  });
}
