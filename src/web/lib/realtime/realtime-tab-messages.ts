import {
  type RealtimeHandlers,
  type RealtimeInvalidation,
  toInvalidation,
} from './realtime-connection';

/**
 * What the tab holding the stream tells the user's other tabs. Like the stream itself it
 * carries invalidations only, never row data.
 */
export type TabMessage = { kind: 'invalidate'; event: RealtimeInvalidation } | { kind: 'resync' };

/**
 * A message from another tab, which may run another version of the app (one left open across
 * a deploy): anything unreadable becomes a resync, as refetching too much is safe.
 */
export function readTabMessage(data: unknown): TabMessage {
  const value = data as { kind?: unknown; event?: unknown } | null | undefined;
  if (value?.kind === 'invalidate') {
    const event = toInvalidation(value.event);
    if (event) return { kind: 'invalidate', event };
  }
  return { kind: 'resync' };
}

/** A follower tab does what the leader's stream made the leader do. */
export function applyTabMessage(message: TabMessage, handlers: RealtimeHandlers): void {
  if (message.kind === 'invalidate') handlers.onInvalidate(message.event);
  else handlers.onResync();
}

/** The leader's handlers: act on the event here, then pass it on to the other tabs. */
export function relayingHandlers(
  handlers: RealtimeHandlers,
  post: (message: TabMessage) => void,
): RealtimeHandlers {
  return {
    onInvalidate: (event) => {
      handlers.onInvalidate(event);
      post({ kind: 'invalidate', event });
    },
    // What the server said is current is this tab's page; the other tabs refetch all they show.
    onResync: (current) => {
      handlers.onResync(current);
      post({ kind: 'resync' });
    },
    // The leader's own: if the session ended, its tab says so to the others (session-ended.ts).
    onDropped: handlers.onDropped,
  };
}
