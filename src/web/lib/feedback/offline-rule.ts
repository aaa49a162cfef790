/**
 * What each write does without a signal: the feature recipe's one declaration
 * (docs/ADDING-A-FEATURE.md). Every `useAppMutation` states it, so no write is left to fail by
 * accident in a tunnel: either the outbox keeps it (`useOutboxMutation`, and uploads given an
 * outbox change), or it needs a connection, for one of the reasons below, and is refused at once
 * with "Necesitas conexión para esto." instead of being sent to fail.
 *
 * docs/OFFLINE.md's "Needs a connection" list is these, word for word (a unit test holds them
 * together): adding a reason here means saying it there.
 */
export const NEEDS_CONNECTION = {
  signIn:
    'signing in, signing up, signing out and resetting a password: the server checks who you are',
  account:
    'account and settings changes (profile, photo, email, password, devices, notifications, calendar link): the server keeps them, and a change made blind could undo one made on another phone',
  security: 'the app lock, passkeys and two-step sign-in: each is a check with the server',
  linking: 'creating or joining a couple: the code is checked by the server',
  ending: 'ending the couple and deleting the account: too grave to leave waiting on a phone',
  pet: "the pet's actions and shop: coins, cooldowns and the pet's state are the server's, shared by both",
  quiz: 'the quiz: the round and its answers are compared by the server',
  planState:
    'starting or finishing a date plan: only one plan may be in progress, and the partner may have started one',
  affection:
    '"pienso en ti": a live moment; a heart delivered hours later would say something else',
  hearts:
    'hearts on memories, photos and chat messages: a tap that counts only where the partner can see it',
  letters: 'opening a sealed letter: only the server may break the seal and give its words',
} as const;

export type TNeedsConnection = keyof typeof NEEDS_CONNECTION;

export type OfflineRule =
  /** Kept on the phone and sent later (lib/outbox): declared by the outbox's hooks only. */
  | 'outbox'
  /** Refused at once without a signal, for this reason. */
  | { needsConnection: TNeedsConnection };

/** A write that needs a connection was tried without one: nothing was sent. */
export class NeedsConnectionError extends Error {
  constructor() {
    super('needs a connection');
    this.name = 'NeedsConnectionError';
  }
}

/** Throws when the browser knows it has no network (its word, as the offline banner takes it). */
export function assertConnected(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) throw new NeedsConnectionError();
}
