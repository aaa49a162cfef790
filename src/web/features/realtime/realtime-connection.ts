import type { TRealtimeEvent } from '../../../shared/realtime-events';

/** The part of EventSource used here, so tests can hand in a fake one. */
export interface EventSourceLike {
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
}

export interface RealtimeHandlers {
  onInvalidate: (event: Pick<TRealtimeEvent, 'type' | 'ids'>) => void;
  /** The stream is back after a drop or a switch: events may have been missed. */
  onResync: () => void;
}

export interface RealtimeOptions {
  url?: string;
  createSource?: (url: string) => EventSourceLike;
  random?: () => number;
}

export interface RealtimeConnection {
  /** Reopens the stream when it follows another couple than `coupleId` (null: none). */
  followCouple: (coupleId: string | null) => void;
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

function parseInvalidation(data: string): Pick<TRealtimeEvent, 'type' | 'ids'> | null {
  const value = parseJson(data) as { type?: unknown; ids?: unknown } | null;
  if (typeof value?.type !== 'string') return null;
  const ids = Array.isArray(value.ids) ? value.ids.filter((id) => typeof id === 'string') : [];
  return { type: value.type as TRealtimeEvent['type'], ids };
}

function parseReadyCoupleId(data: string): string | null {
  const value = parseJson(data) as { coupleId?: unknown } | null;
  return typeof value?.coupleId === 'string' ? value.coupleId : null;
}

/**
 * One Server-Sent Events stream with our own retry: EventSource's built-in retry has no backoff
 * and gives up for good after an HTTP error (a restarting server answers 502/503).
 */
export function connectRealtime(
  handlers: RealtimeHandlers,
  {
    url = '/api/realtime',
    createSource = (sourceUrl) => new EventSource(sourceUrl),
    random = Math.random,
  }: RealtimeOptions = {},
): RealtimeConnection {
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let isResyncNeeded = false;
  let isClosed = false;
  /** The couple the server says this stream follows; undefined until `ready`. */
  let streamCoupleId: string | null | undefined;

  const drop = () => {
    source?.close();
    source = null;
    streamCoupleId = undefined;
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const open = () => {
    const current = createSource(url);
    source = current;
    current.addEventListener('ready', (event) => {
      failures = 0;
      streamCoupleId = parseReadyCoupleId(event.data);
      if (isResyncNeeded) handlers.onResync();
      isResyncNeeded = false;
    });
    current.addEventListener('invalidate', (event) => {
      const invalidation = parseInvalidation(event.data);
      if (invalidation) handlers.onInvalidate(invalidation);
      else handlers.onResync();
    });
    current.addEventListener('error', () => {
      if (source !== current || isClosed) return;
      drop();
      isResyncNeeded = true;
      const base = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
      failures += 1;
      retryTimer = setTimeout(open, base * (0.8 + 0.4 * random()));
    });
  };

  open();
  return {
    followCouple(coupleId) {
      if (isClosed || streamCoupleId === undefined || streamCoupleId === coupleId) return;
      drop();
      isResyncNeeded = true;
      open();
    },
    retryNow() {
      if (isClosed || !retryTimer) return;
      drop();
      open();
    },
    close() {
      isClosed = true;
      drop();
    },
  };
}
