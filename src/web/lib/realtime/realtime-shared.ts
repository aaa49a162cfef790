import {
  connectRealtime,
  type RealtimeConnection,
  type RealtimeHandlers,
} from './realtime-connection';
import {
  applyTabMessage,
  readTabMessage,
  relayingHandlers,
  type TabMessage,
} from './realtime-tab-messages';

/** The part of the Web Locks API used here, so tests can hand in a fake one. */
export interface TabLocks {
  request: (
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: Lock | null) => Promise<void> | undefined,
  ) => Promise<unknown>;
}

/** A channel to the other tabs of this origin; `onMessage` gets what they post. */
export type OpenTabChannel = (
  name: string,
  onMessage: (data: unknown) => void,
) => { post: (message: TabMessage) => void; close: () => void };

export interface SharingOptions {
  /** Undefined where the browser lacks it: each tab then holds its own stream. */
  locks: TabLocks | undefined;
  openChannel: OpenTabChannel | undefined;
  connect?: (handlers: RealtimeHandlers) => RealtimeConnection;
}

/**
 * Lock and channel name. Per user: a tab still holding a stream opened before a sign-out must
 * not become the stream of a tab signed in as someone else.
 */
export const realtimeShareName = (userId: string) => `juntos-realtime:${userId}`;

export const openBroadcastChannel: OpenTabChannel = (name, onMessage) => {
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event) => onMessage(event.data);
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
};

/** What this browser offers; navigator.locks exists in secure contexts only. */
export function browserSharing(): SharingOptions {
  return {
    locks: 'locks' in navigator ? navigator.locks : undefined,
    openChannel: typeof BroadcastChannel === 'function' ? openBroadcastChannel : undefined,
  };
}

/**
 * One stream for all of a user's tabs: a browser allows 6 HTTP/1.1 connections per host, and a
 * stream per tab would leave none for requests after a few tabs. The tab holding the lock (the
 * leader) holds the stream and relays its events; the others apply them. When the leader goes
 * (closed, crashed), the browser hands the lock to the next waiting tab, which opens the stream.
 */
export function shareRealtime(
  name: string,
  handlers: RealtimeHandlers,
  { locks, openChannel, connect = connectRealtime }: SharingOptions,
): RealtimeConnection {
  if (!locks || !openChannel) return connect(handlers);

  let connection: RealtimeConnection | null = null;
  let stopLeading: (() => void) | undefined;
  let isClosed = false;
  const waiting = new AbortController();
  // Only followers hear anything: a channel does not deliver to its sender, and the lock
  // allows one leader.
  const channel = openChannel(name, (data) => applyTabMessage(readTabMessage(data), handlers));

  // The lock is held as long as the returned promise is pending: until close().
  const lead = () =>
    new Promise<void>((release) => {
      if (isClosed) return release();
      stopLeading = release;
      connection = connect(relayingHandlers(handlers, channel.post));
    });

  // A free lock: lead at once. A held one: wait for it. Every stream resyncs every tab once
  // ready: events may have been lost before it listened (a first start on a slow link, or the
  // gap between the old leader's stream and this one).
  locks
    .request(name, { ifAvailable: true }, (lock) => (lock ? lead() : undefined))
    .then(() => {
      if (isClosed || connection) return;
      // Another tab holds the stream: what it relayed before this tab listened (after this tab
      // fetched its screen) never reached it, so it refetches once, as a new stream's tabs do.
      handlers.onResync();
      return locks.request(name, { signal: waiting.signal }, () => lead());
    })
    .catch(() => {
      // Aborted by close(), or locks refused (e.g. a sandboxed frame): then a stream of our own.
      if (!isClosed && !connection) connection = connect(handlers);
    });

  return {
    retryNow: () => connection?.retryNow(),
    close() {
      isClosed = true;
      waiting.abort();
      connection?.close();
      connection = null;
      stopLeading?.();
      channel.close();
    },
  };
}
