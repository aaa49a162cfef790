/**
 * What a server-drawn page's data is and when it was read, on the server's clock (its queries'
 * `dataUpdatedAt`): the first realtime stream sends that instant, and the server answers whether
 * anything changed since (`ready`'s `caughtUp`). Caught up, the catch-up refetches only the rest
 * (what the device kept of other screens), not the data the page was drawn with a moment ago: on
 * a phone that refetch redrew the whole screen again (three long tasks of ~100 ms at 4x
 * slowdown on /memories) on every visit.
 */
export interface ServerData {
  /** The oldest read among the page's queries (epoch ms, the server's clock). */
  readAt: number;
  /** The queries the page carried (TanStack query hashes). */
  queryHashes: ReadonlySet<string>;
}

let serverData: ServerData | null = null;

/** The server's page carried these queries, read at these instants. */
export function noteServerData(queries: ReadonlyArray<{ queryHash: string; readAt: number }>) {
  const instants = queries.map((query) => query.readAt);
  const isValid = instants.length > 0 && instants.every((at) => Number.isSafeInteger(at) && at > 0);
  serverData = isValid
    ? { readAt: Math.min(...instants), queryHashes: new Set(queries.map((q) => q.queryHash)) }
    : null;
}

/** What to catch up from, once: later streams (reconnects) refetch everything. */
export function takeServerData(): ServerData | null {
  const data = serverData;
  serverData = null;
  return data;
}
