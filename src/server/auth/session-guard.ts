import type { Clock } from '@server/jobs/clock';
import type pg from 'pg';

/** Server-only bus channel on which the database announces each deleted session (migration 0005). */
export const SESSIONS_CHANNEL = 'sessions';

interface SessionBusEvent {
  type: 'sessions.revoked' | 'resync';
  ids: string[];
}

/** A verified session is trusted this long without a lookup, unless its revocation arrives first. */
const VERIFIED_TTL_MS = 5 * 60_000;
/** Bounds memory: beyond this many live sessions per instance, the oldest are looked up again. */
const MAX_VERIFIED = 10_000;
/** How stale a session's "last used" may be: finer would write on every lookup. */
const TOUCH_INTERVAL = '1 minute';

/**
 * The bus the revocations arrive on (`realtime/realtime-bus.ts`). Typed here, in the guard's own
 * words: auth stands below realtime, which imports it.
 */
export interface RevocationBus {
  subscribe: (channels: string[], listener: (event: SessionBusEvent) => void) => () => void;
  /** False while the LISTEN connection is down: events may be missed until it is back. */
  readonly isListening: boolean;
}

export interface SessionGuard {
  /**
   * Whether the session still exists in the database. better-auth's signed cookie cache proves a
   * session was valid when the cookie was issued, not that it was not signed out since; this is
   * the part it cannot know. Usually answered from memory.
   */
  isLive: (sessionId: string) => Promise<boolean>;
  /** Calls `onEnd` once the session is revoked (on any instance); returns the unsubscribe. */
  watch: (sessionId: string, onEnd: () => void) => () => void;
  /** Drops one session at once (signed out through this instance), before its announcement. */
  forget: (sessionId: string) => void;
  stop: () => void;
  /** Open watches (one per open realtime stream): a leak would show here. */
  readonly watchCount: number;
}

/**
 * An in-process cache of sessions verified against the database, emptied per session by the
 * revocation events every instance receives over LISTEN/NOTIFY. While the listener connection is
 * down, events could be missed, so nothing is trusted from memory and every check is a
 * primary-key lookup; on reconnect the whole cache is dropped.
 */
export function createSessionGuard(
  bus: RevocationBus,
  pool: Pick<pg.Pool, 'query'>,
  clock: Clock,
): SessionGuard {
  const now = () => clock.now().getTime();
  const verified = new Map<string, { until: number }>();
  const watchers = new Map<string, Set<() => void>>();
  // Bumped by every revocation or resync, so a lookup that raced one does not cache its answer.
  let epoch = 0;

  const endWatchers = (sessionId: string) => {
    const set = watchers.get(sessionId);
    watchers.delete(sessionId);
    for (const onEnd of set ?? []) onEnd();
  };

  const unsubscribe = bus.subscribe([SESSIONS_CHANNEL], (event) => {
    epoch++;
    if (event.type === 'resync') {
      verified.clear();
      // Revocations may have been missed: every watched session is looked up again.
      for (const sessionId of [...watchers.keys()]) {
        void lookup(sessionId).then((isLive) => isLive || endWatchers(sessionId));
      }
      return;
    }
    for (const sessionId of event.ids) {
      verified.delete(sessionId);
      endWatchers(sessionId);
    }
  });

  // The lookup also marks the session as used (`updated_at`, the devices list's "last used"),
  // at most once per TOUCH_INTERVAL: a verified session is looked up again every 5 minutes at
  // most, so this costs one small update per active device per 5 minutes, no query per request.
  async function lookup(sessionId: string): Promise<boolean> {
    const result = await pool.query(
      `with live as (select id from sessions where id = $1 and expires_at > now()),
       touched as (
         update sessions set updated_at = now()
         where id in (select id from live) and updated_at < now() - interval '${TOUCH_INTERVAL}'
       )
       select 1 from live`,
      [sessionId],
    );
    return (result.rowCount ?? 0) > 0;
  }

  const remember = (sessionId: string) => {
    verified.delete(sessionId);
    verified.set(sessionId, { until: now() + VERIFIED_TTL_MS });
    // Maps iterate in insertion order: the first key is the longest-verified.
    if (verified.size > MAX_VERIFIED) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
  };

  return {
    async isLive(sessionId) {
      const known = verified.get(sessionId);
      if (known && known.until > now() && bus.isListening) return true;
      const epochBefore = epoch;
      const isLive = await lookup(sessionId);
      if (isLive && epoch === epochBefore && bus.isListening) remember(sessionId);
      else verified.delete(sessionId);
      return isLive;
    },
    watch(sessionId, onEnd) {
      let set = watchers.get(sessionId);
      if (!set) {
        set = new Set();
        watchers.set(sessionId, set);
      }
      set.add(onEnd);
      return () => {
        const current = watchers.get(sessionId);
        current?.delete(onEnd);
        if (current?.size === 0) watchers.delete(sessionId);
      };
    },
    forget(sessionId) {
      epoch++;
      verified.delete(sessionId);
    },
    stop: unsubscribe,
    get watchCount() {
      let count = 0;
      for (const set of watchers.values()) count += set.size;
      return count;
    },
  };
}
