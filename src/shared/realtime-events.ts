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
  /** The chat's messages of these ids were written, edited, hearted or deleted. */
  'chat.changed',
  /** A partner's delivered or read mark moved ("Entregado", "Leído", the unread count). */
  'chat.read',
  /**
   * The partner is typing ("escribiendo…"), to this user's channel: a live signal, never stored,
   * that refreshes nothing (ids: the typist's user id).
   */
  'chat.typing',
  /** Letters of these ids were written, edited, deleted or opened (never their words). */
  'letters.changed',
] as const;

export type TRealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** The events that are a live moment on an open screen, not a change: they refresh nothing. */
export const LIVE_SIGNAL_TYPES = ['chat.typing'] as const satisfies readonly TRealtimeEventType[];
export type TLiveSignalType = (typeof LIVE_SIGNAL_TYPES)[number];

export interface TRealtimeEvent {
  type: TRealtimeEventType;
  ids: string[];
}

export const coupleChannel = (coupleId: string) => `couple:${coupleId}`;
export const userChannel = (userId: string) => `user:${userId}`;
