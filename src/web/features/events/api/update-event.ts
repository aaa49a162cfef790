import type { TEvent, TUpdateEvent } from '@shared/schemas/events';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshEvents } from './events-keys';

export const updateEvent = ({ id, ...input }: TUpdateEvent & { id: string }) =>
  apiFetch<TEvent>(`/api/events/${id}`, { method: 'PUT', json: input });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: updateEvent,
    success: 'events.updated',
    failure: 'events.updateError',
    onSuccess: () => refreshEvents(queryClient),
  });
}
