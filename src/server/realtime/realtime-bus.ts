import pg from 'pg';
import type { TRealtimeEvent } from '../../shared/realtime-events';

type Listener = (event: TRealtimeEvent) => void;

/** Anything that can run a query: the pool, or a transaction's client. */
export interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<unknown>;
}

// One Postgres channel for the whole app; logical channels (couple:<id>, user:<id>) travel in
// the payload and are fanned out in process. One LISTEN per instance instead of one per couple.
const PG_CHANNEL = 'realtime';
const RECONNECT_DELAY_MS = 1000;

interface Envelope {
  channel: string;
  event: TRealtimeEvent;
}

export interface RealtimeBus {
  /**
   * NOTIFY is transactional: published inside a transaction, the event is delivered only if and
   * when it commits, so a client never refetches before the data is there.
   */
  publish: (channel: string, event: TRealtimeEvent, executor?: Queryable) => Promise<void>;
  subscribe: (channels: string[], listener: Listener) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  readonly listenerCount: number;
}

export function createRealtimeBus(connectionString: string, pool: Queryable): RealtimeBus {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const deliver = (envelope: Envelope) => {
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
        console.error('[realtime] bad payload', error);
      }
    });
    next.on('error', (error) => {
      console.error('[realtime] listener connection lost:', error.message);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    client = next;
    // Events published while we were disconnected are gone; clients must refetch.
    if (isReconnect) broadcastResync();
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    const old = client;
    client = null;
    old?.end().catch(() => {});
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = undefined;
      try {
        await connect(true);
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
    subscribe(channels, listener) {
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
      await connect(false);
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      await client?.end().catch(() => {});
      client = null;
    },
    get listenerCount() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
  };
}
