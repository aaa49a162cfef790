import { REALTIME_EVENT_TYPES, type TRealtimeEventType } from '@shared/realtime-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryRoots as roots } from '@web/lib/query-keys';

/**
 * What each event makes stale, by feature root: every key a feature caches starts with it, so
 * features not built yet already refresh once their screens land. `all` means: something may
 * have been missed, refetch everything.
 */
export const REALTIME_INVALIDATIONS = {
  resync: 'all',
  'couples.updated': [roots.couples, roots.dashboard, roots.stats],
  'profiles.updated': [roots.dashboard, roots.profile],
  'events.changed': [roots.events, roots.stats],
  'memories.changed': [roots.memories, roots.dashboard, roots.stats],
  'bucket-list.changed': [roots.bucketList, roots.stats],
  'emotions.changed': [roots.emotions, roots.stats],
  'games.changed': [roots.games],
  'pet.changed': [roots.pet],
  'date-plans.changed': [roots.datePlans, roots.dashboard, roots.stats],
} as const satisfies Record<TRealtimeEventType, 'all' | readonly QueryKey[]>;

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
  const keys = invalidationsFor(event.type);
  if (keys === 'all') return queryClient.invalidateQueries();
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
