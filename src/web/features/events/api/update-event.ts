import type { TEvent } from '@shared/schemas/events';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { type UpdateEventVars, updateEventKind } from './events-outbox';

/** PUT /api/events/:id, or later when offline (events-outbox.ts). */
export function useUpdateEvent() {
  return useOutboxMutation<UpdateEventVars, TEvent>(updateEventKind, {
    success: 'events.updated',
    failure: 'events.updateError',
  });
}
