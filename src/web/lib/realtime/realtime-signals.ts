import type { RealtimeInvalidation } from './realtime-connection';

type Listener = (event: RealtimeInvalidation) => void;

const listeners = new Set<Listener>();

/**
 * For the few events a screen shows as a moment rather than as refetched data (a heart arriving):
 * every event the realtime bridge applies is also handed to these listeners. Returns the
 * unsubscribe function, for an effect's cleanup.
 */
export function onRealtimeEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitRealtimeEvent(event: RealtimeInvalidation): void {
  for (const listener of listeners) listener(event);
}
