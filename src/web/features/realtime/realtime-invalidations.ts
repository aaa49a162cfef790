import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { REALTIME_EVENT_TYPES, type TRealtimeEventType } from '../../../shared/realtime-events';
import { coupleKeys } from '../couples/api/my-couple';
import { dashboardKeys } from '../dashboard/api/get-dashboard';

/**
 * Every feature's query-key factory starts with the feature's name (ARCHITECTURE.md's list).
 * Features not built yet are listed by that root here, so their events already work once
 * their screens land; a feature that is built imports its factory instead.
 */
const featureRoot = (feature: string): QueryKey => [feature];
const stats = featureRoot('stats');
const profile = featureRoot('profile');

/** What each event makes stale. `all` means: something may have been missed, refetch everything. */
export const REALTIME_INVALIDATIONS = {
  resync: 'all',
  'couples.updated': [coupleKeys.all, dashboardKeys.all, stats],
  'profiles.updated': [dashboardKeys.all, profile],
  'events.changed': [featureRoot('events'), stats],
  'memories.changed': [featureRoot('memories'), dashboardKeys.all, stats],
  'bucket-list.changed': [featureRoot('bucket-list'), stats],
  'emotions.changed': [featureRoot('emotions'), stats],
  'games.changed': [featureRoot('games')],
  'pet.changed': [featureRoot('pet')],
  'date-plans.changed': [featureRoot('date-plans'), dashboardKeys.all, stats],
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
