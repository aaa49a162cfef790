import type { DehydratedState } from '@tanstack/react-query';
import { queryRoots } from '@web/lib/query-keys';

/**
 * Bump when a kept answer's shape changes in a way the screens cannot read (a renamed field):
 * every device then drops what it kept instead of drawing it wrongly.
 */
export const DATA_SHAPE_VERSION = 1;

/** What was kept longer ago than this is not drawn: a week-old screen helps nobody. */
export const DEVICE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * At most this much text is kept (about as many bytes: the answers are mostly ASCII JSON);
 * the bench holds a couple with 3,000 memories to 5 MB. Over it, the least recently fetched
 * answers go first.
 */
export const DEVICE_CACHE_BUDGET_CHARS = 4 * 1024 * 1024;

/** What is written: TanStack's persisted client (its persister packages' shape). */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

type DehydratedQuery = DehydratedState['queries'][number];

interface InfiniteData {
  pages: unknown[];
  pageParams: unknown[];
}

const isInfiniteData = (data: unknown): data is InfiniteData =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as InfiniteData).pages) &&
  Array.isArray((data as InfiniteData).pageParams);

/** A long list keeps its first page: what a reopen draws first, and what its refetch asks. */
function firstPageOnly(query: DehydratedQuery): DehydratedQuery {
  const { data } = query.state;
  if (!isInfiniteData(data) || data.pages.length <= 1) return query;
  const trimmed: InfiniteData = {
    pages: data.pages.slice(0, 1),
    pageParams: data.pageParams.slice(0, 1),
  };
  return { ...query, state: { ...query.state, data: trimmed } };
}

const isSession = (query: DehydratedQuery) => query.queryKey[0] === queryRoots.session[0];

/**
 * The session keeps only who is signed in: the server's answer also carries the session's
 * token, which must stay in its HttpOnly cookie, out of anything a script can read.
 */
function userOnly(query: DehydratedQuery): DehydratedQuery {
  if (!isSession(query)) return query;
  const data = query.state.data as { user?: unknown } | null | undefined;
  return { ...query, state: { ...query.state, data: data ? { user: data.user } : data } };
}

/**
 * What is written to the device: no mutations (changes made offline have their own store, the
 * outbox), infinite lists cut to their first page, and the newest answers up to the budget
 * (the session always, without its token, so a reopen offline knows who is signed in).
 */
export function shapeForDevice(
  client: PersistedClient,
  budgetChars = DEVICE_CACHE_BUDGET_CHARS,
): PersistedClient {
  const queries = client.clientState.queries
    .map(firstPageOnly)
    .map(userOnly)
    .sort(
      (a, b) =>
        Number(isSession(b)) - Number(isSession(a)) ||
        b.state.dataUpdatedAt - a.state.dataUpdatedAt,
    );
  const kept: DehydratedQuery[] = [];
  let used = 0;
  for (const query of queries) {
    const size = JSON.stringify(query).length;
    if (used + size > budgetChars && !isSession(query)) continue;
    kept.push(query);
    used += size;
  }
  return { ...client, clientState: { mutations: [], queries: kept } };
}
