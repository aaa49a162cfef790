// The app shell for offline starts and instant reopens (docs/BOOT.md). Pages: the cached shell
// at once, refreshed in the background; the network while there is none. A page from the
// network is never stored: the server renders screens with a person's data. Hashed assets:
// cache first (their names change with their content). The API is never touched here: the
// device cache of data lives in IndexedDB, kept by the page.
// Photos seen (cache first, by the photo) and photos shared into the app: files of their own.
importScripts('/sw-photos.js', '/sw-share-target.js');
const CACHE = 'juntos-shell-v1';
// The client-rendered shell (the built index.html, no personal data), served by the server.
const SHELL = '/app-shell.html';
// Where older workers kept the shell; dropped on activation.
const LEGACY_SHELL = '/index.html';
// The last screens' pictures, by path (src/web/lib/last-screen/last-screen.ts keeps them).
const LAST_SCREENS = 'juntos-screens-v1';
// Where the app draws itself in the shell: the picture goes just before it.
const ROOT = '<div id="root">';
// The build's scripts and styles, every screen's (scripts/asset-list.ts).
const ASSET_LIST = '/asset-list.json';
// Not a real address: the assets of the current and the previous build, for pruning.
const BUILDS = '/__sw/builds.json';

// Storage changes run one at a time: they read, then write, the asset lists.
let queue = Promise.resolve();
function serially(task) {
  const run = queue.then(task);
  queue = run.catch(() => {});
  return run;
}

const isAsset = (pathname) => pathname.startsWith('/assets/');
// A screen of the app, not a file opened directly (an icon, the manifest): its last segment
// has no extension.
const isScreen = (pathname) => !isAsset(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
const isHtml = (response) =>
  response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');
const namedAssets = (html) => [...new Set(html.match(/\/assets\/[^"']+/g) ?? [])].sort();
// The unhashed files the shell names at the top (the theme script, icons, the manifest): kept
// with it, so an offline start has its theme too; refreshed with each new copy of the shell.
const namedTopFiles = (html) =>
  [...new Set([...html.matchAll(/(?:src|href)="(\/[^"'/]+\.[a-z]+)"/g)].map((m) => m[1]))].sort();
const isTopFile = (pathname) => /^\/[^/]+\.[a-z]+$/i.test(pathname) && pathname !== SHELL;
const sameList = (a, b) => a.length === b.length && a.every((item, index) => item === b[index]);
const jsonResponse = (value) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * The asset lists after a shell arrives. `named` is what the shell's HTML names; `current` adds
 * the lazy chunks fetched while it was current. A new build moves `current` to `previous`, so a
 * tab still running the previous build can load its lazy chunks; anything older goes.
 */
function nextBuilds(stored, named) {
  if (stored && sameList(stored.named, named)) return stored;
  return { named, current: named, previous: stored ? stored.current : [] };
}

async function readBuilds(cache) {
  const response = await cache.match(BUILDS);
  return response ? response.json() : null;
}

/** Deletes the cached assets of neither the current nor the previous build. */
async function prune(cache, builds) {
  const keep = new Set([...builds.current, ...builds.previous]);
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) => {
        const { pathname } = new URL(request.url);
        return isAsset(pathname) && !keep.has(pathname);
      })
      .map((request) => cache.delete(request)),
  );
}

/** Keeps the shell's HTML (only ever the answer of `GET /app-shell.html`). */
function storeShell(response) {
  return serially(async () => {
    const cache = await caches.open(CACHE);
    const named = namedAssets(await response.clone().text());
    await cache.put(SHELL, response);
    const builds = nextBuilds(await readBuilds(cache), named);
    await cache.put(BUILDS, jsonResponse(builds));
    await prune(cache, builds);
    return named;
  });
}

/** Keeps a hashed asset, counted with the current build so pruning spares it. */
function storeAsset(request, response) {
  return serially(async () => {
    const cache = await caches.open(CACHE);
    await cache.put(request, response);
    const builds = await readBuilds(cache);
    const { pathname } = new URL(request.url);
    if (!builds || builds.current.includes(pathname)) return;
    builds.current = [...builds.current, pathname];
    await cache.put(BUILDS, jsonResponse(builds));
  });
}

// The shell and the scripts and styles it names, so the next start works even offline; then the
// build's other scripts and styles (the other screens), so each of them opens offline too.
async function cacheShell() {
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!isHtml(response)) throw new Error(`The shell answered ${response.status}`);
  const html = await response.clone().text();
  const named = await storeShell(response);
  const cache = await caches.open(CACHE);
  await cache.addAll(await notKept(cache, named));
  await Promise.all(
    namedTopFiles(html).map(async (file) => {
      const fresh = await fetch(file, { cache: 'no-cache' });
      if (fresh.ok) await cache.put(file, fresh);
    }),
  );
  await keepTheRest(cache, named);
}

async function notKept(cache, assets) {
  const missing = [];
  for (const asset of assets) if (!(await cache.match(asset))) missing.push(asset);
  return missing;
}

/**
 * The build's list of scripts and styles (`/asset-list.json`): those the shell does not name are
 * fetched and counted with the current build. One that fails is left for the page to ask for
 * (and be kept then): the shell's own files are what an offline start cannot do without.
 */
async function keepTheRest(cache, named) {
  const listed = await fetch(ASSET_LIST, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : []))
    .catch(() => []);
  const others = Array.isArray(listed)
    ? listed.filter(
        (asset) => typeof asset === 'string' && isAsset(asset) && !named.includes(asset),
      )
    : [];
  const failed = new Set();
  await Promise.all(
    (await notKept(cache, others)).map(async (asset) => {
      const fresh = await fetch(asset).catch(() => null);
      if (fresh?.ok) await cache.put(asset, fresh);
      else failed.add(asset);
    }),
  );
  await countWithCurrentBuild(others.filter((asset) => !failed.has(asset)));
}

/** Counts `assets` with the current build, so pruning spares them. */
function countWithCurrentBuild(assets) {
  return serially(async () => {
    const cache = await caches.open(CACHE);
    const builds = await readBuilds(cache);
    if (!builds) return;
    const added = assets.filter((asset) => !builds.current.includes(asset));
    if (added.length === 0) return;
    builds.current = [...builds.current, ...added];
    await cache.put(BUILDS, jsonResponse(builds));
  });
}

/** After answering from the cache: the next reopen gets the newest shell and its assets. */
const refreshShell = () => cacheShell().catch(() => {});

// Caches of this app that are not the worker's to drop (photos, share target: their own files;
// the last screens: the page's).
const isOwnedElsewhere = (key) =>
  key.startsWith('juntos-photos-') ||
  key.startsWith('juntos-share-') ||
  key.startsWith('juntos-screens-');

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key !== CACHE && !isOwnedElsewhere(key))
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => caches.open(CACHE))
      .then((cache) => cache.delete(LEGACY_SHELL))
      .then(() => self.clients.claim()),
  );
});

// A page that loaded while this worker was installing is not controlled by it (claiming on
// activation reaches only the pages open then); it asks, and is taken over at once, so it can
// keep working offline without a reload.
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

/**
 * A screen: the kept shell at once (a reopen never waits for the network, and works offline),
 * refreshed in the background; without one, the network's answer, never stored.
 */
function answerNavigation(event) {
  return caches.match(SHELL).then((cached) => {
    if (!cached) return fetch(event.request);
    event.waitUntil(refreshShell());
    return withLastScreen(cached, new URL(event.request.url).pathname);
  });
}

/**
 * The shell with the picture of this screen the app kept (src/web/lib/last-screen) just before
 * `#root`: the couple's names and photos are drawn with the document, before any script runs.
 * Inert and hidden from assistive technology; the app removes it once its own screen is drawn.
 * Without a picture (never kept, or dropped: sign-out, app lock, the couple ended) the shell.
 */
async function withLastScreen(shell, pathname) {
  const picture = await caches.match(pathname, { cacheName: LAST_SCREENS }).catch(() => undefined);
  if (!picture) return shell;
  const [html, screen] = await Promise.all([shell.text(), picture.text()]);
  const at = html.indexOf(ROOT);
  const page =
    at < 0
      ? html
      : `${html.slice(0, at)}<div id="last-screen" inert aria-hidden="true">${screen}</div>${html.slice(at)}`;
  // The shell's own headers (its security policy among them), except those of its old body.
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(page, { headers });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // A file opened directly (an icon, the manifest) is the network's, as is the shell itself.
    if (isScreen(url.pathname)) event.respondWith(answerNavigation(event));
    return;
  }

  // A kept top file (the theme script): from the cache, else the network.
  if (isTopFile(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) =>
          cache.match(request, { ignoreVary: true }).then((cached) => cached ?? fetch(request)),
        ),
    );
    return;
  }

  if (isAsset(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) event.waitUntil(storeAsset(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});

// Web push: the server words each notification in its reader's language; it is shown as it comes
// (iOS and Chromium require every push to show one). A newer one of the same kind replaces it.
self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      renotify: true,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: data.url },
    }),
  );
});

/** Only a path of this app: a payload cannot send the tap elsewhere. */
const appPath = (value) =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/dashboard';

// A tap opens the right screen: in a window of the app already open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      return open.focus().then((focused) => (focused ?? open).navigate(target));
    }),
  );
});
