import { requireSession } from '@server/auth/require-session';
import { getMyCouple } from '@server/features/couples/couples.service';
import type { AppDependencies, AppEnv } from '@server/http/context';
import { tooManyRequests } from '@server/http/errors';
import { activeLog, type Logger } from '@server/logger';
import { coupleChannel, type TRealtimeEvent, userChannel } from '@shared/realtime-events';
import { Hono } from 'hono';
import { type EventSink, eventStreamBody } from './event-stream';
import { createStreamLeases } from './stream-leases';

/** Below the 30-60 s idle timeouts of common proxies and load balancers. */
export const HEARTBEAT_MS = 25_000;
/**
 * How often an open stream re-checks its session (on the first heartbeat after this long). A
 * revocation ends the stream at once through the session guard; this check is the backstop for a
 * session that simply expired.
 */
export const SESSION_CHECK_MS = 5 * 60_000;
/**
 * Open streams one user may hold, on all instances together (counted in the database by
 * `stream-leases.ts`). The web app keeps one per browser (its tabs share it), so this covers a
 * phone, a laptop and a few browsers without Web Locks; beyond it someone is opening streams to
 * hold memory and connections (docs/ARCHITECTURE.md, Limits).
 */
export const MAX_STREAMS_PER_USER = 10;
/** Long enough for the NOTIFYs of one commit to arrive together, short enough to feel instant. */
const COALESCE_MS = 30;

/**
 * One Server-Sent Events stream per signed-in tab. It carries invalidations (`event: invalidate`,
 * `data: {"type","ids"}`) from the caller's user channel and their couple's channel; a `ready`
 * event opens it, and after any reconnect the client refetches what it shows.
 */
export function realtimeRoutes(
  deps: AppDependencies,
  {
    heartbeatMs = HEARTBEAT_MS,
    sessionCheckMs = SESSION_CHECK_MS,
    maxStreamsPerUser = MAX_STREAMS_PER_USER,
    leaseOptions = {},
  }: {
    heartbeatMs?: number;
    sessionCheckMs?: number;
    maxStreamsPerUser?: number;
    leaseOptions?: Parameters<typeof createStreamLeases>[2];
  } = {},
) {
  const leases = createStreamLeases(deps.pool, deps.log, leaseOptions);
  const release = (leaseId: string) => {
    leases.release(leaseId).catch((error: unknown) => {
      // Not renewed any more, the lease stops counting after its TTL.
      activeLog(deps.log).warn({ err: error }, 'realtime: could not release a stream lease');
    });
  };
  return new Hono<AppEnv>().use('*', requireSession(deps)).get('/', async (c) => {
    const userId = c.var.user.id;
    const leaseId = await leases.acquire(userId, maxStreamsPerUser);
    if (!leaseId) throw tooManyRequests('errors.tooManyStreams');
    const sessionId = c.var.session.id;
    // Only the cookie is kept to re-check the session while the stream lives: nothing in the
    // stream's closures may hold the request's context, or every open stream keeps it all.
    const cookie = c.req.header('cookie') ?? '';
    const isSessionAlive = async () => {
      const result = await deps.auth.api.getSession({
        headers: new Headers({ cookie }),
        // From the database: the signed cookie cache would still vouch for a revoked session for
        // up to 5 minutes. No refresh either: the renewed cookie would have nowhere to go.
        query: { disableCookieCache: true, disableRefresh: true },
      });
      return result?.user.id === userId;
    };
    // The request's logger in the app; the given one where the routes run alone (tests).
    const log = activeLog(deps.log);
    const body = eventStreamBody(
      async (stream) => {
        try {
          await runStream(deps, stream, {
            log,
            userId,
            sessionId,
            heartbeatMs,
            sessionCheckMs,
            isSessionAlive,
          });
        } finally {
          release(leaseId);
        }
      },
      (error) => log.error({ err: error }, 'realtime: a stream failed'),
    );
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      // Nginx and similar proxies would otherwise hold events back in their buffers.
      'X-Accel-Buffering': 'no',
    });
  });
}

interface StreamOptions {
  /** The opening request's logger: a stream's lines carry that request's id. */
  log: Logger;
  userId: string;
  sessionId: string;
  heartbeatMs: number;
  sessionCheckMs: number;
  isSessionAlive: () => Promise<boolean>;
}

async function runStream(
  { bus, db, sessions }: AppDependencies,
  stream: EventSink,
  { log, userId, sessionId, heartbeatMs, sessionCheckMs, isSessionAlive }: StreamOptions,
) {
  // Returning from here ends the response; the client reconnects and refetches what it shows.
  let isEnded = false;
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  const end = () => {
    isEnded = true;
    resolveEnded();
  };
  stream.onAbort(end);
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
    const found = await getMyCouple({ db }, userId);
    if (isEnded || (found?.id ?? null) === (current.couple?.id ?? null)) return;
    current.couple?.unsubscribe();
    current.couple = found
      ? { id: found.id, unsubscribe: bus.subscribe([coupleChannel(found.id)], onEvent) }
      : null;
  };
  // A stream that does not know its couple would silently miss the couple's events: end it.
  const scheduleRefresh = () => {
    refreshes = refreshes.then(refreshCouple).catch((error: unknown) => {
      log.error({ err: error }, 'realtime: could not resolve the couple of a stream; ending it');
      end();
    });
  };

  let lastSessionCheck = Date.now();
  let isCheckingSession = false;
  const checkSession = async () => {
    isCheckingSession = true;
    try {
      if (!(await isSessionAlive())) end();
    } catch (error) {
      // A database blip is not a sign-out: keep the stream and check again next time.
      log.warn({ err: error }, 'realtime: could not re-check the session of a stream');
    } finally {
      isCheckingSession = false;
      lastSessionCheck = Date.now();
    }
  };

  const flush = () => {
    isFlushScheduled = false;
    if (!isReady || isEnded) return;
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
  // Signed out or revoked on any instance: the database announces it and the stream ends at once.
  const unwatchSession = sessions.watch(sessionId, end);
  const heartbeat = setInterval(() => {
    write(() => stream.write(': ping\n\n'));
    if (!isCheckingSession && Date.now() - lastSessionCheck >= sessionCheckMs) void checkSession();
  }, heartbeatMs);
  try {
    // A revocation that arrived before the watch was set up: the guard no longer vouches for it.
    if (!(await sessions.isLive(sessionId))) return;
    scheduleRefresh();
    await refreshes;
    if (isEnded) return;
    write(() =>
      stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ coupleId: current.couple?.id ?? null }),
      }),
    );
    isReady = true;
    flush();
    await ended;
    // Frames already queued go out before the response ends (unless nobody is listening).
    if (!stream.aborted) await writes;
  } finally {
    clearInterval(heartbeat);
    unsubscribeUser();
    unwatchSession();
    current.couple?.unsubscribe();
    current.couple = null;
  }
}
