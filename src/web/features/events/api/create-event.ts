import type { TCreateEvent, TEvent } from '@shared/schemas/events';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshEvents } from './events-keys';

export const createEvent = (input: TCreateEvent) =>
  apiFetch<TEvent>('/api/events', { method: 'POST', json: input });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: createEvent,
    success: 'events.created',
    failure: 'events.createError',
    onSuccess: () => refreshEvents(queryClient),
  });
}
