import {
  LIVE_SIGNAL_TYPES,
  REALTIME_EVENT_TYPES,
  type TLiveSignalType,
  type TRealtimeEventType,
} from '@shared/realtime-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CHANGE_INVALIDATIONS, refreshAfter } from '@web/lib/query-invalidations';

/**
 * What each event makes stale: a change refreshes what the same change of ours refreshes
 * (`lib/query-invalidations.ts`), so the partner's screens and ours never drift. `all` means:
 * something may have been missed, refetch everything. A live signal ("escribiendo…") makes
 * nothing stale: the screen that shows it listens for it (`onRealtimeEvent`).
 */
export const REALTIME_INVALIDATIONS = {
  resync: 'all',
  'chat.typing': [],
  ...CHANGE_INVALIDATIONS,
} as const satisfies Record<TRealtimeEventType, 'all' | readonly QueryKey[]>;

export const isLiveSignal = (type: string): type is TLiveSignalType =>
  (LIVE_SIGNAL_TYPES as readonly string[]).includes(type);

const isKnownType = (type: string): type is TRealtimeEventType =>
  (REALTIME_EVENT_TYPES as readonly string[]).includes(type);

/**
 * The query keys an event makes stale, or 'all'. A type this client does not know (a newer
 * server) is treated as a resync: refetching too much is safe, missing a change is not.
 */
export function invalidationsFor(type: string): 'all' | readonly QueryKey[] {
  return isKnownType(type) ? REALTIME_INVALIDATIONS[type] : 'all';
}

export function applyRealtimeEvent(queryClient: QueryClient, event: { type: string }) {
  if (!isKnownType(event.type) || event.type === 'resync') return queryClient.invalidateQueries();
  if (isLiveSignal(event.type)) return Promise.resolve();
  return refreshAfter(queryClient, event.type);
}
