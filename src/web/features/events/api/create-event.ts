import type { TCreateEvent, TEvent } from '@shared/schemas/events';
import { useOutboxMutation } from '@web/lib/outbox/use-outbox-mutation';
import { createEventKind } from './events-outbox';

/** POST /api/events, or later when offline (events-outbox.ts). */
export function useCreateEvent() {
  return useOutboxMutation<TCreateEvent, TEvent>(createEventKind, {
    success: 'events.created',
    failure: 'events.createError',
  });
}
