import type { Auth } from '@server/auth/auth';
import type { SessionGuard } from '@server/auth/session-guard';
import type { Clock } from '@server/jobs/clock';
import type { Logger } from '@server/logger';
import { coupleChannel, type TRealtimeEvent, userChannel } from '@shared/realtime-events';
import type { EventSink } from './event-stream';
import type { RealtimeBus } from './realtime-bus';

/** Long enough for the NOTIFYs of one commit to arrive together, short enough to feel instant. */
const COALESCE_MS = 30;

const settled = Promise.resolve();
const ignore = () => {};

export interface RealtimeStreamOptions {
  /** The opening request's logger: a stream's lines carry that request's id. */
  log: Logger;
  userId: string;
  sessionId: string;
  /** The opening request's Cookie header, to re-check the session while the stream lives. */
  cookie: string;
  heartbeatMs: number;
  sessionCheckMs: number;
  /**
   * When the data the client shows was read (epoch ms, the server's clock: a server-drawn page's
   * data), if it says so: `ready` then tells whether anything changed since (`caughtUp`).
   */
  since?: number;
}

/**
 * The couple whose channel a user's stream follows, or null. The couples feature answers it
 * (app.ts hands it over): realtime stands below the features and imports none of them.
 */
export type CoupleIdOf = (userId: string) => Promise<string | null>;

export interface StreamDependencies {
  auth: Auth;
  bus: RealtimeBus;
  sessions: SessionGuard;
  coupleIdOf: CoupleIdOf;
  clock: Clock;
}

/**
 * One open realtime stream: invalidations from its user's channel and its couple's, coalesced,
 * heartbeats, and the session re-checked now and then. Thousands are open on an instance, so
 * its state is fields on one object and its callbacks four bound methods, rather than the dozen
 * closures (each with its own context) that a function-scoped version allocates per stream
 * (the heap per stream is in docs/REALTIME.md).
 */
export class RealtimeStream {
  private isEnded = false;
  private isReady = false;
  private resolveEnded: () => void = ignore;
  private couple: { id: string; unsubscribe: () => void } | null = null;
  private refreshes: Promise<void> = settled;
  /** Identical events within a short window go out once; made on the first event. */
  private pending: Map<string, TRealtimeEvent> | null = null;
  private isFlushScheduled = false;
  /** When the session was last checked (monotonic ms: an interval, not a time of day). */
  private lastSessionCheck = performance.now();
  private isCheckingSession = false;
  // The callbacks handed out (bus, session guard, timers, sink), bound once.
  private readonly end = this.endStream.bind(this);
  private readonly onEvent = this.queueEvent.bind(this);
  private readonly flush = this.flushEvents.bind(this);

  constructor(
    private readonly deps: StreamDependencies,
    private readonly sink: EventSink,
    private readonly options: RealtimeStreamOptions,
    /** Called once the stream is over, whatever ended it. */
    private readonly onClosed: () => void,
  ) {}

  /** Runs until the client goes away, the session ends or the couple cannot be resolved. */
  async run(): Promise<void> {
    const { bus, sessions } = this.deps;
    const { userId, sessionId, heartbeatMs } = this.options;
    const ended = new Promise<void>((resolve) => {
      this.resolveEnded = resolve;
    });
    this.sink.onAbort(this.end);
    const unsubscribeUser = bus.subscribe([userChannel(userId)], this.onEvent);
    // Signed out or revoked on any instance: the database announces it and the stream ends at once.
    const unwatchSession = sessions.watch(sessionId, this.end);
    const heartbeat = setInterval(this.beat.bind(this), heartbeatMs);
    try {
      // A revocation that arrived before the watch was set up: the guard no longer vouches for it.
      if (!(await sessions.isLive(sessionId))) return;
      this.scheduleRefresh();
      await this.refreshes;
      if (this.isEnded) return;
      this.send(
        this.sink.writeSSE({
          event: 'ready',
          data: JSON.stringify({ coupleId: this.couple?.id ?? null, caughtUp: this.isCaughtUp() }),
        }),
      );
      this.isReady = true;
      this.flushEvents();
      await ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribeUser();
      unwatchSession();
      this.couple?.unsubscribe();
      this.couple = null;
      this.onClosed();
    }
  }

  /**
   * Nothing reached the user's or the couple's channel between the client's data and this
   * stream's listening: the client need not refetch it. Without `since`, it must.
   */
  private isCaughtUp(): boolean {
    const { since, userId } = this.options;
    if (since === undefined) return false;
    const channels = [userChannel(userId), ...(this.couple ? [coupleChannel(this.couple.id)] : [])];
    return !this.deps.bus.changedSince(channels, since);
  }

  private endStream() {
    this.isEnded = true;
    this.resolveEnded();
  }

  /**
   * Frames go to the sink at once and in order (both sinks queue synchronously); a failed write
   * means the client is gone, and the sink's abort ends the stream.
   */
  private send(written: Promise<void>) {
    written.catch(ignore);
  }

  private queueEvent(event: TRealtimeEvent) {
    this.pending ??= new Map();
    this.pending.set(`${event.type}:${event.ids.join(',')}`, event);
    if (!this.isFlushScheduled) {
      this.isFlushScheduled = true;
      setTimeout(this.flush, COALESCE_MS);
    }
  }

  private flushEvents() {
    this.isFlushScheduled = false;
    if (!this.isReady || this.isEnded || !this.pending) return;
    for (const { type, ids } of this.pending.values()) {
      this.send(this.sink.writeSSE({ event: 'invalidate', data: JSON.stringify({ type, ids }) }));
      // Created, joined or left a couple: follow it (a joiner's stream needs no reconnect).
      if (type === 'couples.updated' || type === 'resync') this.scheduleRefresh();
    }
    this.pending = null;
  }

  private async refreshCouple() {
    const coupleId = await this.deps.coupleIdOf(this.options.userId);
    if (this.isEnded || coupleId === (this.couple?.id ?? null)) return;
    this.couple?.unsubscribe();
    this.couple = coupleId
      ? {
          id: coupleId,
          unsubscribe: this.deps.bus.subscribe([coupleChannel(coupleId)], this.onEvent),
        }
      : null;
  }

  /** A stream that does not know its couple would silently miss the couple's events: end it. */
  private scheduleRefresh() {
    this.refreshes = this.refreshes
      .then(() => this.refreshCouple())
      .catch((error: unknown) => {
        this.options.log.error(
          { err: error },
          'realtime: could not resolve the couple of a stream; ending it',
        );
        this.endStream();
      });
  }

  private beat() {
    this.send(this.sink.write(': ping\n\n'));
    const { sessionCheckMs } = this.options;
    if (!this.isCheckingSession && performance.now() - this.lastSessionCheck >= sessionCheckMs) {
      void this.checkSession();
    }
  }

  private async checkSession() {
    this.isCheckingSession = true;
    try {
      const { cookie, userId } = this.options;
      const result = await this.deps.auth.api.getSession({
        headers: new Headers({ cookie }),
        // From the database: the signed cookie cache would still vouch for a revoked session for
        // up to 5 minutes. No refresh either: the renewed cookie would have nowhere to go.
        query: { disableCookieCache: true, disableRefresh: true },
      });
      if (result?.user.id !== userId) this.endStream();
    } catch (error) {
      // A database blip is not a sign-out: keep the stream and check again next time.
      this.options.log.warn({ err: error }, 'realtime: could not re-check the session of a stream');
    } finally {
      this.isCheckingSession = false;
      this.lastSessionCheck = performance.now();
    }
  }
}
