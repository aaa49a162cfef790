import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './outbox-entry';
import { outboxSnapshot, subscribeOutbox } from './outbox-store';

/** The signed-in account's changes not yet on the server (waiting or refused), oldest first. */
export const useOutboxEntries = (): readonly OutboxEntry[] =>
  useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);

/**
 * Whether something on screen has a change that has not reached the server: 'waiting' (it will
 * go when the signal returns) or 'failed' (refused), else null. `target` is the id a kind names.
 */
export function useWaitingState(target: string | undefined): 'waiting' | 'failed' | null {
  const entries = useOutboxEntries();
  if (target === undefined) return null;
  const mine = entries.filter((entry) => entry.target === target);
  if (mine.some((entry) => entry.state === 'failed')) return 'failed';
  return mine.length > 0 ? 'waiting' : null;
}
