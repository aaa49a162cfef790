import type { BrowserContext, Page } from '@playwright/test';

/**
 * Phones handed on to the next test of the same worker. A new browser profile starts cold: a
 * renderer to launch, and every script, style and font of the app to download and compile again,
 * about a second of a core per phone and two phones a test. A phone a test has finished with is
 * emptied instead (its pages closed, its cookies, local storage, IndexedDB and caches deleted)
 * and kept with its HTTP cache, which holds the app's files and their compiled code: what a
 * person's browser has on a second visit, and nothing of anyone.
 *
 * A phone is kept only if the test left nothing on it that cannot be emptied: a route, an init
 * script, a binding, a listener, permissions, a position, offline mode, other headers or a
 * clock set on the whole profile make it closed instead (each page's own are closed with it).
 * Profiles opened with the service worker, or with a saved state, are never kept.
 */

/** Profile methods whose effect outlives the test's pages. */
const LASTING_CHANGES = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'setExtraHTTPHeaders',
  'on',
  'once',
  'addListener',
  'prependListener',
  'prependOnceListener',
] as const;
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'runFor',
  'pauseAt',
  'resume',
  'setFixedTime',
  'setSystemTime',
] as const;

/** At most this many idle phones of one kind per worker: a test opens up to seven. */
const KEPT_PER_KIND = 8;

interface KeptPhone {
  context: BrowserContext;
  /** The one page left open, on about:blank: the next test's first page. */
  page: Page;
  /** The methods as they were, for the pool's own calls. */
  setHeaders: BrowserContext['setExtraHTTPHeaders'];
  addListener: BrowserContext['on'];
}

const changed = new WeakSet<BrowserContext>();
const originals = new WeakMap<BrowserContext, Pick<KeptPhone, 'setHeaders' | 'addListener'>>();
const idle = new Map<string, KeptPhone[]>();

type Methods = Record<string, (...args: unknown[]) => unknown>;

/** Wraps the profile's lasting-change methods so the pool knows the test used one. */
export function watchForLastingChanges(context: BrowserContext): void {
  const methods = context as unknown as Methods;
  originals.set(context, {
    setHeaders: context.setExtraHTTPHeaders.bind(context),
    addListener: context.on.bind(context),
  });
  const wrap = (target: Methods, names: readonly string[]) => {
    for (const name of names) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = (...args: unknown[]) => {
        changed.add(context);
        return original.apply(target, args);
      };
    }
  };
  wrap(methods, LASTING_CHANGES);
  wrap(context.clock as unknown as Methods, CLOCK_CHANGES);
}

/** Listens on the profile without counting as the test's change (the pool's own wiring). */
export function listenUnwatched(
  context: BrowserContext,
  event: 'page',
  listener: (page: Page) => void,
): void {
  const addListener = originals.get(context)?.addListener ?? context.on.bind(context);
  addListener(event, listener);
}

/** A kept phone of this kind, with its one blank page and a new address; undefined if none. */
export async function takeKeptPhone(
  kind: string,
  clientAddress: string,
): Promise<{ context: BrowserContext; page: Page } | undefined> {
  const phone = idle.get(kind)?.pop();
  if (!phone) return undefined;
  await phone.setHeaders({ 'x-forwarded-for': clientAddress });
  return { context: phone.context, page: phone.page };
}

/**
 * After a test: the phone emptied and kept for the next one, or closed. `origin` is the app's,
 * whose storage is deleted from a page of its own.
 */
export async function keepOrClose(
  context: BrowserContext,
  { kind, origin }: { kind: string | null; origin: string },
): Promise<void> {
  const kept = idle.get(kind ?? '') ?? [];
  const own = originals.get(context);
  if (kind === null || changed.has(context) || !own || kept.length >= KEPT_PER_KIND) {
    await context.close();
    return;
  }
  try {
    for (const page of context.pages()) await page.close();
    await context.clearCookies();
    const page = await context.newPage();
    // The app's origin, on an address that draws nothing: its storage is deleted from there.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      await Promise.all(
        (await indexedDB.databases()).map(
          ({ name }) =>
            new Promise<void>((resolve, reject) => {
              if (!name) return resolve();
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = () => resolve();
              request.onerror = () => reject(request.error);
              // Nothing of the test is open any more; a block would be a page left behind.
              request.onblocked = () => reject(new Error(`${name} is still open`));
            }),
        ),
      );
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await page.goto('about:blank');
    // Cookies the health check's answer may have set, and anything set meanwhile.
    await context.clearCookies();
    kept.push({ context, page, ...own });
    idle.set(kind ?? '', kept);
  } catch {
    await context.close().catch(() => {});
  }
}
