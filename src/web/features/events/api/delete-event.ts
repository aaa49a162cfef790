import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { deleteEventKind } from './events-outbox';

/** DELETE /api/events/:id, or later when offline (events-outbox.ts). */
export function useDeleteEvent() {
  return useOutboxMutation<string>(deleteEventKind, {
    success: 'events.deleted',
    failure: 'events.deleteError',
  });
}
