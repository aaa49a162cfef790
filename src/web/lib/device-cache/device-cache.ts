import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { queryRoots } from '@web/lib/query-keys';
import { del, get, set } from 'idb-keyval';
import {
  DATA_SHAPE_VERSION,
  DEVICE_CACHE_MAX_AGE_MS,
  type PersistedClient,
  shapeForDevice,
} from './device-cache-shape';
import { deviceCacheStore, forgetDeviceCache } from './device-cache-store';

/**
 * The signed-in account's query cache, kept on the device (IndexedDB `juntos-cache`) so a reopen
 * draws the last known screens at once, offline too, then refreshes them (docs/BOOT.md).
 * One account at a time: its id names the entry, and any other account's session (or none)
 * deletes the database.
 */

/** Kept data from another build or another shape of the answers is dropped, not drawn. */
export const DEVICE_CACHE_BUSTER = `${__APP_VERSION__}:${DATA_SHAPE_VERSION}`;

/** How long the first render waits for the device: a slow IndexedDB never holds the screen. */
export const RESTORE_WAIT_MS = 400;

const ACCOUNT_KEY = 'account';
const clientKey = (userId: string) => `queries:${userId}`;

const serialize = (client: PersistedClient) => JSON.stringify(shapeForDevice(client));

/**
 * The persister of one account; `stop()` makes its pending (throttled) write a no-op, and
 * `flush()` writes at once (the page is going away: the throttle's next turn may never come).
 */
function accountPersister(userId: string) {
  let isStopped = false;
  const flush = (client: PersistedClient) =>
    isStopped ? undefined : set(clientKey(userId), serialize(client), deviceCacheStore);
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, deviceCacheStore).then((value) => value ?? null),
      setItem: (key, value: string) => (isStopped ? undefined : set(key, value, deviceCacheStore)),
      removeItem: (key) => del(key, deviceCacheStore),
    },
    key: clientKey(userId),
    throttleTime: 500,
    serialize,
  });
  return { persister, flush, stop: () => (isStopped = true) };
}

const isUsable = (client: PersistedClient | undefined): client is PersistedClient =>
  client !== undefined &&
  client.buster === DEVICE_CACHE_BUSTER &&
  Date.now() - client.timestamp <= DEVICE_CACHE_MAX_AGE_MS;

async function readKeptClient(): Promise<PersistedClient | undefined> {
  const account = await get<string>(ACCOUNT_KEY, deviceCacheStore);
  if (typeof account !== 'string') return undefined;
  const client = await accountPersister(account).persister.restoreClient();
  if (isUsable(client)) return client;
  // Too old, or from another build or shape: nothing of it is any use now.
  if (client) void forgetDeviceCache();
  return undefined;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SessionData {
  user: { id: string };
}

const keptUserId = (client: PersistedClient) => {
  const session = client.clientState.queries.find(
    (query) => query.queryKey[0] === queryRoots.session[0],
  );
  return (session?.state.data as SessionData | null | undefined)?.user.id;
};

/** Resolves once the session check is not under way (answered, failed, or never asked). */
function sessionSettled(queryClient: QueryClient): Promise<void> {
  const isSettled = () => {
    const check = queryClient.getQueryState(queryRoots.session);
    return !check || (check.status !== 'pending' && check.fetchStatus !== 'fetching');
  };
  if (isSettled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!isSettled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Late (a slow IndexedDB): the kept data is used once the session check has settled, where the
 * server could not answer (offline) or confirmed the same account; never over another account.
 */
async function isStillWelcome(queryClient: QueryClient, client: PersistedClient) {
  await sessionSettled(queryClient);
  const check = queryClient.getQueryState<SessionData | null>(queryRoots.session);
  if (!check) return false;
  if (check.status === 'error' && check.data === undefined) return true;
  return check.data?.user.id === keptUserId(client);
}

export interface DeviceCacheRestore {
  /** Resolves within `waitMs`: the first render may go ahead. */
  ready: Promise<void>;
  /** Resolves once the kept data is in the client or dropped: keeping may start then. */
  settled: Promise<void>;
}

interface RestoreOptions {
  /** How long the first render may wait for it. */
  waitMs?: number;
  /**
   * Only queries the client does not have at all (after a server-drawn page): a query already
   * there has observers on the screen, some perhaps still hydrating, which an answer from the
   * device would change under React's feet (a hydration mismatch).
   */
  onlyMissing?: boolean;
}

function missingFrom(queryClient: QueryClient, state: DehydratedState): DehydratedState {
  const cache = queryClient.getQueryCache();
  return {
    ...state,
    queries: state.queries.filter((query) => !cache.get(query.queryHash)),
  };
}

/**
 * Puts what the device kept into the client before the first render. `ready` waits at most
 * `waitMs`; a later answer is used only where still welcome (above). Hydrating never replaces
 * an answer newer than the kept one.
 */
export function restoreDeviceCache(
  queryClient: QueryClient,
  { waitMs = RESTORE_WAIT_MS, onlyMissing = false }: RestoreOptions = {},
): DeviceCacheRestore {
  if (typeof indexedDB === 'undefined')
    return { ready: Promise.resolve(), settled: Promise.resolve() };
  let isLate = false;
  const settled = readKeptClient()
    .then(async (client) => {
      if (!client) return;
      if (!isLate || (await isStillWelcome(queryClient, client))) {
        const state = onlyMissing
          ? missingFrom(queryClient, client.clientState)
          : client.clientState;
        hydrate(queryClient, state);
      }
    })
    .catch(() => {});
  const ready = Promise.race([settled, delay(waitMs)]).then(() => {
    isLate = true;
  });
  return { ready, settled };
}

const isSessionQuery = (query: Query) => query.queryKey[0] === queryRoots.session[0];

/** Only answers: a failed or pending query has nothing to draw. */
const shouldKeep = (query: Query) => query.state.status === 'success';

/**
 * Keeps the signed-in account's cache on the device as it changes (throttled), following the
 * session: signed out (sign-out, a 401, another tab) deletes what is kept; another account
 * deletes it and starts its own. Returns the unsubscribe.
 */
export function keepDeviceCache(
  queryClient: QueryClient,
  restored: Promise<void> = Promise.resolve(),
): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  let kept: { userId: string; unsubscribe: () => void; stop: () => void } | null = null;
  // Nothing is written before the kept data is back in the client (or dropped): a write of a
  // client still without it would lose it.
  let changes = restored;

  const start = async (userId: string) => {
    const keptAccount = await get<string>(ACCOUNT_KEY, deviceCacheStore);
    if (keptAccount !== undefined && keptAccount !== userId) await forgetDeviceCache();
    await set(ACCOUNT_KEY, userId, deviceCacheStore);
  };

  const follow = () => {
    const session = queryClient.getQueryData<SessionData | null>(queryRoots.session);
    // Undefined: not known yet (or the check failed with nothing kept); nothing to decide.
    if (session === undefined) return;
    const userId = session?.user.id ?? null;
    if (kept?.userId === userId) return;
    const previous = kept;
    previous?.unsubscribe();
    previous?.stop();
    kept = null;
    if (userId === null) {
      changes = changes.then(forgetDeviceCache);
      return;
    }
    const { persister, flush, stop } = accountPersister(userId);
    changes = changes.then(() => start(userId)).catch(() => {});
    // Subscribed at once, so no change is missed; each write waits behind `start` (and the
    // persister's throttle writes at most twice a second, the latest state).
    const snapshot = (): PersistedClient => ({
      timestamp: Date.now(),
      buster: DEVICE_CACHE_BUSTER,
      clientState: dehydrate(queryClient, {
        shouldDehydrateQuery: shouldKeep,
        shouldDehydrateMutation: () => false,
      }),
    });
    // The snapshot is taken when the write's turn comes: after the restore, never before it.
    const save = () => {
      void changes.then(() => persister.persistClient(snapshot()));
    };
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      // What changes the kept data: a query added, removed or answered (not observers coming
      // and going).
      if (event.type === 'added' || event.type === 'removed') save();
      else if (event.type === 'updated' && event.action.type === 'success') save();
    });
    const onHide = (event: Event) => {
      if (event.type === 'pagehide' || document.visibilityState === 'hidden') {
        void flush(snapshot())?.catch(() => {});
      }
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    const unsubscribe = () => {
      unsubscribeCache();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
    save();
    kept = { userId, unsubscribe, stop };
  };

  follow();
  const unsubscribeSession = queryClient.getQueryCache().subscribe((event) => {
    if (isSessionQuery(event.query)) follow();
  });
  return () => {
    unsubscribeSession();
    kept?.unsubscribe();
    kept?.stop();
  };
}
