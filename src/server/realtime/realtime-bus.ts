import { type Logger, silentLogger } from '@server/logger';
import type { TRealtimeEvent } from '@shared/realtime-events';
import pg from 'pg';

/** What travels on a channel: client invalidations, or server-only events such as revocations. */
export interface TBusEvent {
  type: string;
  ids: string[];
}
type Listener = (event: TBusEvent) => void;

/** Anything that can run a query: the pool, or a transaction's client. */
export interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<unknown>;
}

// One Postgres channel for the whole app; logical channels (couple:<id>, user:<id>) travel in
// the payload and are fanned out in process. One LISTEN per instance instead of one per couple.
const PG_CHANNEL = 'realtime';
const RECONNECT_DELAY_MS = 1000;
/**
 * How long the bus remembers when each channel last carried an event (`changedSince`): the
 * longest a server-drawn page's data may wait for its stream. Older questions answer "changed".
 */
const CHANGE_LOG_MS = 10 * 60_000;
/**
 * Instances' clocks differ a little: an event counts as after an instant from this much before it.
 * Too early a mark only costs a refetch; too late would lose a change.
 */
const CLOCK_SKEW_MS = 2_000;

interface Envelope {
  channel: string;
  event: TBusEvent;
}

export interface RealtimeBus {
  /**
   * NOTIFY is transactional: published inside a transaction, the event is delivered only if and
   * when it commits, so a client never refetches before the data is there.
   */
  publish: (channel: string, event: TRealtimeEvent, executor?: Queryable) => Promise<void>;
  /**
   * The listener also receives `{ type: 'resync' }` after the listening connection was lost and
   * made again: events published in between are gone.
   */
  subscribe: <E extends TBusEvent = TRealtimeEvent>(
    channels: string[],
    listener: (event: E) => void,
  ) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  readonly listenerCount: number;
  /**
   * Whether any of the channels may have carried an event since `sinceMs` (epoch ms, the
   * server's clock): true unless this instance listened all that time and heard nothing on them.
   * A server-drawn page's stream asks it to skip refetching data it was drawn with moments ago.
   */
  changedSince: (channels: string[], sinceMs: number) => boolean;
  /** False while the LISTEN connection is down (events may be missed until it is back). */
  readonly isListening: boolean;
}

/**
 * The machine's time in epoch ms, as TanStack Query stamps the data of a server-drawn page: the
 * change log orders events against those stamps. Not the app's clock, which tests move through
 * days; an instant on the machine's own timeline, read without the wall clock's jumps.
 */
const machineTime = () => performance.timeOrigin + performance.now();

export function createRealtimeBus(
  connectionString: string,
  pool: Queryable,
  log: Logger = silentLogger,
  now: () => number = machineTime,
): RealtimeBus {
  const listeners = new Map<string, Set<Listener>>();
  /** When each channel last carried an event, for CHANGE_LOG_MS; pruned as events arrive. */
  const lastEventAt = new Map<string, number>();
  let lastPrune = now();
  /** Since when the current LISTEN has heard everything (never, while it is down). */
  let listeningSince = Number.POSITIVE_INFINITY;

  const noteEvent = (channel: string) => {
    const at = now();
    lastEventAt.delete(channel);
    lastEventAt.set(channel, at);
    if (at - lastPrune < CHANGE_LOG_MS / 10) return;
    lastPrune = at;
    // Insertion order is event order (each channel is re-inserted): the oldest come first.
    for (const [channel, eventAt] of lastEventAt) {
      if (at - eventAt <= CHANGE_LOG_MS) break;
      lastEventAt.delete(channel);
    }
  };
  let client: pg.Client | null = null;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const deliver = (envelope: Envelope) => {
    noteEvent(envelope.channel);
    for (const listener of listeners.get(envelope.channel) ?? []) listener(envelope.event);
  };

  const broadcastResync = () => {
    const seen = new Set<Listener>();
    for (const set of listeners.values()) {
      for (const listener of set) {
        if (seen.has(listener)) continue;
        seen.add(listener);
        listener({ type: 'resync', ids: [] });
      }
    }
  };

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== PG_CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as Envelope);
      } catch (error) {
        log.error({ err: error }, 'realtime: bad payload');
      }
    });
    // Only the live listener reconnects: a client still connecting fails through the catch
    // below, and one already replaced or ended is nobody's concern.
    const onLost = (reason: string) => {
      if (client !== next) return;
      listeningSince = Number.POSITIVE_INFINITY;
      log.warn({ reason }, 'realtime: listener connection lost');
      scheduleReconnect();
    };
    next.on('error', (error) => onLost(error.message));
    next.on('end', () => onLost('closed'));
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      // Connected but LISTEN failed, or half-connected: either way this client is ours to end.
      await next.end().catch(() => {});
      throw error;
    }
    // stop() ran while we were connecting: it could not end a client it did not know about.
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    listeningSince = now();
    // Events published while we were disconnected are gone; clients must refetch.
    if (isReconnect) broadcastResync();
  };

  /** The connect under way, if any, so that stop() can wait for it to give up. */
  let connecting: Promise<void> | null = null;
  const connectOnce = (isReconnect: boolean) => {
    const attempt = connect(isReconnect).finally(() => {
      if (connecting === attempt) connecting = null;
    });
    connecting = attempt;
    return attempt;
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    const old = client;
    client = null;
    old?.end().catch(() => {});
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = undefined;
      try {
        await connectOnce(true);
      } catch {
        scheduleReconnect();
      }
    }, RECONNECT_DELAY_MS);
  };

  return {
    async publish(channel, event, executor = pool) {
      const payload: Envelope = { channel, event };
      await executor.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(payload)]);
    },
    subscribe(channels, typedListener) {
      // Each channel carries one kind of event, so the subscriber names the type it receives.
      const listener = typedListener as Listener;
      for (const channel of channels) {
        let set = listeners.get(channel);
        if (!set) {
          set = new Set();
          listeners.set(channel, set);
        }
        set.add(listener);
      }
      return () => {
        for (const channel of channels) {
          const set = listeners.get(channel);
          set?.delete(listener);
          if (set?.size === 0) listeners.delete(channel);
        }
      };
    },
    async start() {
      stopped = false;
      await connectOnce(false);
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const current = client;
      client = null;
      listeningSince = Number.POSITIVE_INFINITY;
      await current?.end().catch(() => {});
      // A connect in flight sees `stopped` and ends its own client; wait so nothing is left open.
      await connecting?.catch(() => {});
    },
    get listenerCount() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
    get isListening() {
      return client !== null;
    },
    changedSince(channels, sinceMs) {
      const from = sinceMs - CLOCK_SKEW_MS;
      if (from < listeningSince || now() - from > CHANGE_LOG_MS) return true;
      return channels.some((channel) => (lastEventAt.get(channel) ?? 0) >= from);
    },
  };
}
