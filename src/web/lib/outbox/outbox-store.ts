import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { refreshAfter } from '../query-invalidations';
import { deleteEntry, OUTBOX_DATABASE, readEntries, saveEntry } from './outbox-db';
import { LOCAL_ID_PREFIX, type OutboxEntry, type OutboxRequest } from './outbox-entry';
import { type MadeChange, type OutboxKind, onKindRegistered, outboxKind } from './outbox-kind';
import { replay, withRealId } from './outbox-replay';
import { sendRequest } from './outbox-send';

/**
 * The signed-in account's waiting changes, in memory and in IndexedDB (`juntos-outbox`). One
 * account at a time: `startOutbox` (mounted with the session) loads its entries, shows them in
 * the cached data, sends them when there is a signal, and stops with the session.
 */
interface Running {
  userId: string;
  queryClient: QueryClient;
  entries: OutboxEntry[];
}

let running: Running | null = null;
let snapshot: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;
let lastOrder = 0;

function publish() {
  snapshot = running ? [...running.entries] : [];
  for (const listener of listeners) listener();
}

export const subscribeOutbox = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const outboxSnapshot = () => snapshot;

/** Tells this browser's other tabs the stored changes moved, so their lists follow. */
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_DATABASE);
const tellOtherTabs = () => tabs?.postMessage('changed');

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

const madeOf = (entry: OutboxEntry): MadeChange => ({
  localId: entry.localId,
  at: new Date(entry.createdAt).toISOString(),
});

/** Shows each waiting change (of a kind already declared) in the cached data. */
function applyWaiting() {
  if (!running) return;
  for (const entry of running.entries) {
    if (entry.state !== 'waiting') continue;
    outboxKind(entry.kind)?.apply?.(running.queryClient, entry.vars, madeOf(entry));
  }
}

/** Whether a new change must queue behind others (it would overtake them otherwise). */
export const hasWaiting = () =>
  running?.entries.some((entry) => entry.state === 'waiting') ?? false;

export const isOutboxRunning = () => running !== null;

function nextOrder() {
  lastOrder = Math.max(Date.now(), lastOrder + 1);
  return lastOrder;
}

/** Keeps a change to send later, and shows it at once. */
export async function enqueue<TVars>(
  kind: OutboxKind<TVars>,
  vars: TVars,
  key: string,
  request: OutboxRequest,
) {
  const current = running;
  if (!current) throw new ApiError(0, 'network', 'errors.network');
  const localId = kind.creates ? `${LOCAL_ID_PREFIX}${key}` : undefined;
  const entry: OutboxEntry = {
    key,
    userId: current.userId,
    order: nextOrder(),
    kind: kind.name,
    change: kind.change,
    label: kind.label,
    detail: kind.detail?.(vars),
    vars,
    request,
    localId,
    target: kind.target?.(vars, localId),
    state: 'waiting',
    createdAt: Date.now(),
  };
  // Kept on the device before it shows: what the person sees must survive closing the app.
  await saveEntry(entry);
  current.entries.push(entry);
  kind.apply?.(current.queryClient, vars, madeOf(entry));
  publish();
  tellOtherTabs();
  scheduleFlush();
}

const refusalListeners = new Set<(entry: OutboxEntry) => void>();
/** Told of each change the server refused during a replay (to say so at once). */
export function onRefused(listener: (entry: OutboxEntry) => void) {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
}

/**
 * Runs `work` while no other tab of this browser sends the outbox (Web Locks where there are,
 * as in every browser the app supports; alone otherwise).
 */
function alone<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return navigator.locks.request(OUTBOX_DATABASE, work) as Promise<T>;
}

/**
 * One sending run, alone among this browser's tabs, on what the device holds now: another tab
 * may have added changes, or sent some of ours (each is sent by one tab, once).
 */
function flushOnce(current: Running): Promise<'done' | 'stopped'> {
  return alone(async () => {
    const stored = await readEntries(current.userId);
    if (running !== current) return 'done';
    current.entries = stored;
    lastOrder = Math.max(lastOrder, ...stored.map((entry) => entry.order));
    publish();
    return sendWaiting(current);
  });
}

async function sendWaiting(current: Running): Promise<'done' | 'stopped'> {
  const changed = new Set<OutboxEntry['change']>();
  const result = await replay(current.entries, {
    send: (entry) => sendRequest(entry.request, entry.key),
    onSent: async (entry, createdId, answer) => {
      await deleteEntry(entry.key);
      current.entries = current.entries.filter((other) => other.key !== entry.key);
      outboxKind(entry.kind)?.settle?.(current.queryClient, answer, madeOf(entry));
      changed.add(entry.change);
      if (entry.localId && createdId) {
        const { localId } = entry;
        const renamed = current.entries.map((other) => withRealId(other, localId, createdId));
        const moved = renamed.filter((other, index) => other !== current.entries[index]);
        current.entries = renamed;
        await Promise.all(moved.map(saveEntry));
      }
      publish();
      tellOtherTabs();
    },
    onRefused: async (entry, refusal) => {
      const failed: OutboxEntry = { ...entry, state: 'failed', refusal };
      await saveEntry(failed);
      current.entries = current.entries.map((other) => (other.key === entry.key ? failed : other));
      changed.add(entry.change);
      publish();
      tellOtherTabs();
      for (const listener of refusalListeners) listener(failed);
    },
  });
  // What was sent (or refused) is now the server's word: the screens refetch it, and the
  // changes still waiting are laid over the fresh answers again.
  await Promise.all([...changed].map((change) => refreshAfter(current.queryClient, change)));
  return result;
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 5_000;
const MAX_RETRY_DELAY = 120_000;

/** Sends what waits, once at a time; tries again later when something stopped it. */
export function flush(): Promise<void> {
  const current = running;
  if (!current || !isOnline()) return Promise.resolve();
  let runAgain = false;
  flushing ??= flushOnce(current)
    .then((result) => {
      clearTimeout(retryTimer);
      if (result === 'done') {
        retryDelay = 5_000;
        // A change queued while this run was sending waits for the next one.
        runAgain = hasWaiting();
        return;
      }
      // Online but the server did not take it (failing, busy, a lost answer): try again soon.
      retryTimer = setTimeout(() => void flush(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY);
    })
    .catch((error: unknown) => console.error('The outbox could not send its changes', error))
    .finally(() => {
      flushing = null;
      if (runAgain && running === current) scheduleFlush();
    });
  return flushing;
}

let scheduled = false;
function scheduleFlush() {
  if (scheduled || flushing) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    void flush();
  });
}

/** Puts a refused change back in line, to be sent again now. */
export async function retryEntry(key: string) {
  const current = running;
  const entry = current?.entries.find((other) => other.key === key);
  if (!current || !entry) return;
  const waiting: OutboxEntry = { ...entry, state: 'waiting', refusal: undefined };
  // Last in line: the person chose to send it now, after what they did since.
  waiting.order = nextOrder();
  await saveEntry(waiting);
  current.entries = [...current.entries.filter((other) => other.key !== key), waiting];
  outboxKind(entry.kind)?.apply?.(current.queryClient, entry.vars, madeOf(entry));
  publish();
  tellOtherTabs();
  retryDelay = 5_000;
  scheduleFlush();
}

/** Drops a change for good: the screens show the server's data again. */
export async function discardEntry(key: string) {
  const current = running;
  const entry = current?.entries.find((other) => other.key === key);
  if (!current || !entry) return;
  await deleteEntry(key);
  current.entries = current.entries.filter((other) => other.key !== key);
  publish();
  tellOtherTabs();
  await refreshAfter(current.queryClient, entry.change);
}

/**
 * Runs the outbox for the signed-in account: loads what it left waiting, lays it over the
 * cached data (now, on every fresh answer, and when a feature declares its kinds), and sends it
 * at once when online, and whenever the signal returns. Returns the stop function.
 */
export function startOutbox(queryClient: QueryClient, userId: string): () => void {
  const current: Running = { userId, queryClient, entries: [] };
  running = current;
  publish();
  // What the device holds, read again when another tab changed it: changes made here while it
  // was being read keep their place after the stored ones.
  const reload = () => {
    const startedAt = Date.now();
    return readEntries(userId)
      .then((stored) => {
        if (running !== current) return;
        const known = new Set(stored.map((entry) => entry.key));
        const madeMeanwhile = current.entries.filter(
          (entry) => !known.has(entry.key) && entry.createdAt >= startedAt,
        );
        current.entries = [...stored, ...madeMeanwhile];
        lastOrder = Math.max(lastOrder, ...stored.map((entry) => entry.order));
        applyWaiting();
        publish();
      })
      .catch((error: unknown) => console.error('The outbox could not be read', error));
  };
  void reload().then(scheduleFlush);
  const onOtherTab = () => void reload();
  tabs?.addEventListener('message', onOtherTab);

  let applyQueued = false;
  const reapply = () => {
    if (applyQueued) return;
    applyQueued = true;
    queueMicrotask(() => {
      applyQueued = false;
      if (running === current) applyWaiting();
    });
  };
  // A fresh answer from the server (not our own setQueryData) replaces what was shown.
  // Restored from the device cache counts too (added with its data).
  const stopWatchingQueries = queryClient.getQueryCache().subscribe((event) => {
    const isFresh =
      (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) ||
      (event.type === 'added' && event.query.state.data !== undefined);
    if (isFresh && hasWaiting()) reapply();
  });
  const stopWatchingKinds = onKindRegistered(reapply);
  const onOnline = () => {
    retryDelay = 5_000;
    void flush();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && hasWaiting()) void flush();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    tabs?.removeEventListener('message', onOtherTab);
    stopWatchingQueries();
    stopWatchingKinds();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(retryTimer);
    if (running === current) {
      running = null;
      publish();
    }
  };
}

/** How many changes have not reached the server (waiting or refused): the sign-out warns. */
export const unsentCount = () => running?.entries.length ?? 0;
