import { cookieHeaderOf, requireSession } from '@server/auth/require-session';
import type { SessionEnv } from '@server/auth/session-env';
import { tooManyRequests } from '@server/http/errors';
import { activeLog, type Logger } from '@server/logger';
import { Hono } from 'hono';
import type pg from 'pg';
import { type EventSink, eventStreamBody } from './event-stream';
import { answerWithNodeStream, type NodeStreamEnv } from './node-event-stream';
import {
  RealtimeStream,
  type RealtimeStreamOptions,
  type StreamDependencies,
} from './realtime-stream';
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
 * hold memory and connections (docs/LIMITS.md).
 */
export const MAX_STREAMS_PER_USER = 10;

/** `?since=`, an instant in epoch ms; anything else is ignored (the client then refetches). */
function sinceOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * One Server-Sent Events stream per signed-in tab. It carries invalidations (`event: invalidate`,
 * `data: {"type","ids"}`) from the caller's user channel and their couple's channel; a `ready`
 * event opens it, and after any reconnect the client refetches what it shows.
 */
export function realtimeRoutes(
  deps: StreamDependencies & { pool: pg.Pool; log: Logger },
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
  return new Hono<SessionEnv & NodeStreamEnv>()
    .use('*', requireSession(deps))
    .get('/', async (c) => {
      const userId = c.var.actor.userId;
      const leaseId = await leases.acquire(userId, maxStreamsPerUser);
      if (!leaseId) throw tooManyRequests('errors.tooManyStreams');
      // Only the cookie is kept to re-check the session while the stream lives: nothing the
      // stream holds may reach the request's context, or every open stream keeps it all.
      const options: RealtimeStreamOptions = {
        // The request's logger in the app; the given one where the routes run alone (tests).
        log: activeLog(deps.log),
        userId,
        sessionId: c.var.actor.sessionId,
        // From Node's request, as the session check reads it: `c.req.header` would build a fetch
        // Headers of the whole request, which the open connection then keeps.
        cookie: cookieHeaderOf(c) ?? '',
        heartbeatMs,
        sessionCheckMs,
        since: sinceOf(c.req.query('since')),
      };
      const { log } = options;
      const produce = (sink: EventSink) =>
        new RealtimeStream(deps, sink, options, () => release(leaseId)).run();
      const onError = (error: unknown) => log.error({ err: error }, 'realtime: a stream failed');
      const headers = {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        // Nginx and similar proxies would otherwise hold events back in their buffers.
        'X-Accel-Buffering': 'no',
      };
      return (
        answerWithNodeStream(c, { produce, onError }, headers) ??
        c.body(eventStreamBody(produce, onError), 200, headers)
      );
    });
}
