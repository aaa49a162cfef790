import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { useAppMutation } from '@web/lib/feedback/use-app-mutation';
import { refreshEvents } from './events-keys';

export const deleteEvent = (id: string) =>
  apiFetch<void>(`/api/events/${id}`, { method: 'DELETE' });

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: deleteEvent,
    success: 'events.deleted',
    failure: 'events.deleteError',
    onSuccess: () => refreshEvents(queryClient),
  });
}
