/**
 * Invalidations sent over the realtime stream. They carry ids, never row data: the client
 * refetches what it shows. `resync` means "something may have been missed, refetch everything".
 */
export const REALTIME_EVENT_TYPES = [
  'resync',
  'couples.updated',
  'profiles.updated',
  'events.changed',
  'memories.changed',
  'bucket-list.changed',
  'emotions.changed',
  'games.changed',
  'pet.changed',
  'date-plans.changed',
  'reactions.changed',
  'affection.changed',
  /** A "pienso en ti" for this user: their open screen shows a heart arriving. */
  'affection.received',
  'daily-questions.changed',
] as const;

export type TRealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface TRealtimeEvent {
  type: TRealtimeEventType;
  ids: string[];
}

export const coupleChannel = (coupleId: string) => `couple:${coupleId}`;
export const userChannel = (userId: string) => `user:${userId}`;
