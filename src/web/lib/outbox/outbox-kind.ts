import type { QueryClient } from '@tanstack/react-query';
import type { TranslationKey } from '../i18n-keys';
import type { TChangeType } from '../query-invalidations';
import type { OutboxRequest } from './outbox-entry';

/**
 * One kind of change a feature lets the person make without a signal: how to send it, what it
 * refreshes once sent, and how it shows in the screens meanwhile. Everything here is declared
 * once per kind, in the feature's api/ folder, next to the query keys it touches.
 */
export interface OutboxKind<TVars> {
  /** Unique and stable across versions: waiting entries name their kind after a reload. */
  name: string;
  /** What the change makes stale once sent (the same list the partner's live event uses). */
  change: TChangeType;
  /** How the change is named in the list of waiting changes ("Nueva emoción"). */
  label: TranslationKey;
  /** A few words that tell this change from another of its kind (a title), if any. */
  detail?: (vars: TVars) => string | undefined;
  request: (vars: TVars) => OutboxRequest;
  /** Whether the change creates something: it gets a stand-in id until it is sent. */
  creates?: boolean;
  /** The id of what the change concerns (its card shows it waiting). */
  target?: (vars: TVars, localId: string | undefined) => string | undefined;
  /**
   * Shows the change in the cached data, as if the server had accepted it. Applied again on
   * every fresh answer while the change waits, so it must be idempotent (add only if absent).
   */
  apply?: (queryClient: QueryClient, vars: TVars, made: MadeChange) => void;
  /**
   * Puts the server's answer where the stand-in was, once the change is sent. Only for screens
   * patched message by message instead of refetched (the chat thread): elsewhere the refetch
   * after sending replaces the stand-in.
   */
  settle?: (queryClient: QueryClient, answer: unknown, made: MadeChange) => void;
}

/** When and as what a change was made: the same on every re-application. */
export interface MadeChange {
  /** The stand-in id of what it creates (kinds with `creates`). */
  localId: string | undefined;
  /** ISO time the person made it. */
  at: string;
}

/** A kind with its variables, for code that sends any kind (the upload helper). */
export interface BoundChange {
  kind: OutboxKind<unknown>;
  vars: unknown;
}

const kinds = new Map<string, OutboxKind<unknown>>();
const registrationListeners = new Set<() => void>();

/**
 * Declares a kind. A feature's module runs this when it first loads: waiting changes of a kind
 * not yet declared are sent all the same (their request is stored), and show once it is.
 */
export function defineOutboxKind<TVars>(kind: OutboxKind<TVars>): OutboxKind<TVars> {
  kinds.set(kind.name, kind as OutboxKind<unknown>);
  for (const listener of registrationListeners) listener();
  return kind;
}

export const outboxKind = (name: string) => kinds.get(name);

export const bindChange = <TVars>(kind: OutboxKind<TVars>, vars: TVars): BoundChange => ({
  kind: kind as OutboxKind<unknown>,
  vars,
});

export function onKindRegistered(listener: () => void) {
  registrationListeners.add(listener);
  return () => registrationListeners.delete(listener);
}
