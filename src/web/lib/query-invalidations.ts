import type { TLiveSignalType, TRealtimeEventType } from '@shared/realtime-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryRoots as roots } from '@web/lib/query-keys';

/**
 * Every change the server announces; `resync` is not one (it means "refetch everything"), nor is
 * a live signal ("escribiendo…"), which refreshes nothing.
 */
export type TChangeType = Exclude<TRealtimeEventType, 'resync' | TLiveSignalType>;

/**
 * What each change makes stale, by feature root (every key a feature caches starts with it).
 * The one list for both sides of a change: a feature's own mutation refreshes through it
 * (`refresh<Feature>` in its `<feature>-keys.ts`) and the partner's screens through the realtime
 * event of the same name, so both always refetch exactly the same queries.
 */
export const CHANGE_INVALIDATIONS = {
  'couples.updated': [roots.couples, roots.dashboard, roots.stats],
  'profiles.updated': [roots.dashboard, roots.profile],
  // The dashboard counts down to the next reunion (an event marked so).
  'events.changed': [roots.events, roots.dashboard, roots.stats],
  'memories.changed': [roots.memories, roots.dashboard, roots.stats],
  'bucket-list.changed': [roots.bucketList, roots.stats],
  'emotions.changed': [roots.emotions, roots.stats],
  'games.changed': [roots.games],
  'pet.changed': [roots.pet],
  'date-plans.changed': [roots.datePlans, roots.dashboard, roots.stats],
  // Counts live on the memory cards and plan photos, the thread under `reactions`.
  'reactions.changed': [roots.reactions, roots.memories, roots.datePlans],
  'affection.changed': [roots.affection],
  'affection.received': [roots.affection],
  'daily-questions.changed': [roots.dailyQuestions, roots.stats],
  // The unread count and last message (badge, dashboard card); the open thread patches itself.
  'chat.changed': [roots.chat],
  'chat.read': [roots.chat],
  // The letters screen and the dashboard's card read the same list.
  'letters.changed': [roots.letters],
} as const satisfies Record<TChangeType, readonly QueryKey[]>;

/** Marks stale (and refetches what is on screen) every query the change touches. */
export function refreshAfter(queryClient: QueryClient, change: TChangeType) {
  return Promise.all(
    CHANGE_INVALIDATIONS[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
