import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { coupleChannel, type TRealtimeEvent, userChannel } from '../../shared/realtime-events';
import { requireSession } from '../auth/require-session';
import { findCoupleOfUser } from '../features/couples/couples.repository';
import type { AppDependencies, AppEnv } from '../http/context';

/** Below the 30-60 s idle timeouts of common proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/** Long enough for the NOTIFYs of one commit to arrive together, short enough to feel instant. */
const COALESCE_MS = 30;

/**
 * One Server-Sent Events stream per signed-in tab. It carries invalidations (`event: invalidate`,
 * `data: {"type","ids"}`) from the caller's user channel and their couple's channel; a `ready`
 * event opens it, and after any reconnect the client refetches what it shows.
 */
export function realtimeRoutes(deps: AppDependencies, { heartbeatMs = HEARTBEAT_MS } = {}) {
  return new Hono<AppEnv>().use('*', requireSession(deps)).get('/', (c) => {
    const userId = c.var.user.id;
    // Nginx and similar proxies would otherwise hold events back in their buffers.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => runStream(deps, stream, userId, heartbeatMs));
  });
}

async function runStream(
  { bus, db }: AppDependencies,
  stream: SSEStreamingApi,
  userId: string,
  heartbeatMs: number,
) {
  const aborted = new Promise<void>((resolve) => stream.onAbort(resolve));
  let isReady = false;
  // In an object so that TypeScript does not narrow it across the closures that reassign it.
  const current: { couple: { id: string; unsubscribe: () => void } | null } = { couple: null };
  let writes = Promise.resolve();
  let refreshes = Promise.resolve();
  // One change is often published on two channels (the couple's and a user's), and a burst of
  // changes repeats the same invalidation: identical events within a short window go out once.
  const pending = new Map<string, TRealtimeEvent>();
  let isFlushScheduled = false;

  // Writes are chained so frames never interleave; a failed write means the client is gone,
  // and the abort handler below cleans up.
  const write = (frame: () => Promise<unknown>) => {
    writes = writes.then(frame).then(
      () => {},
      () => {},
    );
  };

  const refreshCouple = async () => {
    const found = await findCoupleOfUser(db, userId);
    if (stream.aborted || (found?.id ?? null) === (current.couple?.id ?? null)) return;
    current.couple?.unsubscribe();
    current.couple = found
      ? { id: found.id, unsubscribe: bus.subscribe([coupleChannel(found.id)], onEvent) }
      : null;
  };
  const scheduleRefresh = () => {
    refreshes = refreshes.then(refreshCouple).catch((error: unknown) => {
      console.error('[realtime] could not resolve the couple of a stream', error);
    });
  };

  const flush = () => {
    isFlushScheduled = false;
    if (!isReady || stream.aborted) return;
    for (const { type, ids } of pending.values()) {
      write(() => stream.writeSSE({ event: 'invalidate', data: JSON.stringify({ type, ids }) }));
      // Created, joined or left a couple: follow it (a joiner's stream needs no reconnect).
      if (type === 'couples.updated' || type === 'resync') scheduleRefresh();
    }
    pending.clear();
  };

  function onEvent(event: TRealtimeEvent) {
    pending.set(`${event.type}:${event.ids.join(',')}`, event);
    if (!isFlushScheduled) {
      isFlushScheduled = true;
      setTimeout(flush, COALESCE_MS);
    }
  }

  const unsubscribeUser = bus.subscribe([userChannel(userId)], onEvent);
  const heartbeat = setInterval(() => write(() => stream.write(': ping\n\n')), heartbeatMs);
  try {
    scheduleRefresh();
    await refreshes;
    if (stream.aborted) return;
    write(() =>
      stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ coupleId: current.couple?.id ?? null }),
      }),
    );
    isReady = true;
    flush();
    await aborted;
  } finally {
    clearInterval(heartbeat);
    unsubscribeUser();
    current.couple?.unsubscribe();
    current.couple = null;
  }
}
