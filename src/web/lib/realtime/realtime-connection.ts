import type { TRealtimeEvent } from '@shared/realtime-events';
import { type ServerData, takeServerData } from './realtime-catch-up';

/** The part of EventSource used here, so tests can hand in a fake one. */
export interface EventSourceLike {
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
}

/** An invalidation as received: `type` may be one this client does not know (a newer server). */
export type RealtimeInvalidation = Pick<TRealtimeEvent, 'type' | 'ids'>;

export interface RealtimeHandlers {
  onInvalidate: (event: RealtimeInvalidation) => void;
  /**
   * Events may have been missed: the stream just started listening (what the screens fetched
   * before that may have changed since) or is back after a gap. `current`: queries the server
   * said are unchanged (a server-drawn page's, caught up): only the others need refetching.
   */
  onResync: (current?: ReadonlySet<string>) => void;
  /**
   * A retry of the stream failed too (a lost signal, a server down, or a session the server no
   * longer takes: EventSource does not tell them apart); it retries by itself either way. Not
   * called on the first drop: a password change ends the old session's stream before the browser
   * holds the new cookie, and the retry a second later goes through.
   */
  onDropped?: () => void;
}

export interface RealtimeOptions {
  url?: string;
  /** For the first stream: the server-drawn page's data (realtime-catch-up.ts). */
  serverData?: () => ServerData | null;
  createSource?: (url: string) => EventSourceLike;
  random?: () => number;
}

export interface RealtimeConnection {
  /** Skips the wait of a pending retry (the browser came back online). */
  retryNow: () => void;
  close: () => void;
}

/** Waits between retries; the last one repeats. Jittered so tabs do not retry in lockstep. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Whether this tab's stream is listening, on the document (`data-realtime="ready"`): what a
 * browser test waits on before the partner acts, since a live-only moment (a "pienso en ti"
 * heart) sent before the server listens is, by design, not replayed.
 */
function markListening(isListening: boolean) {
  if (typeof document === 'undefined') return;
  if (isListening) document.documentElement.dataset.realtime = 'ready';
  else delete document.documentElement.dataset.realtime;
}

/** An invalidation from untrusted input (the stream's JSON, another tab's message), or null. */
export function toInvalidation(value: unknown): RealtimeInvalidation | null {
  const candidate = value as { type?: unknown; ids?: unknown } | null | undefined;
  if (typeof candidate?.type !== 'string') return null;
  const { ids } = candidate;
  return {
    type: candidate.type as TRealtimeEvent['type'],
    ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
  };
}

/**
 * One Server-Sent Events stream with our own retry: EventSource's built-in retry has no backoff
 * and gives up for good after an HTTP error (a restarting server answers 502/503).
 */
export function connectRealtime(
  handlers: RealtimeHandlers,
  {
    url = '/api/realtime',
    serverData = takeServerData,
    createSource = (sourceUrl) => new EventSource(sourceUrl),
    random = Math.random,
  }: RealtimeOptions = {},
): RealtimeConnection {
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  // Every connection catches up, the first included: the screens' first requests may have been
  // answered before the server listened for this user (a slow link holds the stream for
  // seconds), and a change in between would otherwise show only at the next event.
  let isResyncNeeded = true;
  let isClosed = false;

  const drop = () => {
    source?.close();
    source = null;
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  // The first stream of a server-drawn page may learn that nothing changed since its data.
  let drawn = serverData();
  const open = () => {
    const current = createSource(drawn === null ? url : `${url}?since=${drawn.readAt}`);
    const askedAbout = drawn;
    drawn = null;
    source = current;
    current.addEventListener('ready', (event) => {
      failures = 0;
      markListening(true);
      const isCaughtUp =
        (parseJson(event.data) as { caughtUp?: unknown } | null)?.caughtUp === true;
      if (isResyncNeeded) handlers.onResync(isCaughtUp ? askedAbout?.queryHashes : undefined);
      isResyncNeeded = false;
    });
    current.addEventListener('invalidate', (event) => {
      const invalidation = toInvalidation(parseJson(event.data));
      if (invalidation) handlers.onInvalidate(invalidation);
      else handlers.onResync();
    });
    current.addEventListener('error', () => {
      if (source !== current || isClosed) return;
      markListening(false);
      drop();
      isResyncNeeded = true;
      const base = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
      const wasRetry = failures > 0;
      failures += 1;
      retryTimer = setTimeout(open, base * (0.8 + 0.4 * random()));
      if (wasRetry) handlers.onDropped?.();
    });
  };

  open();
  return {
    retryNow() {
      if (isClosed || !retryTimer) return;
      drop();
      open();
    },
    close() {
      isClosed = true;
      markListening(false);
      drop();
    },
  };
}
