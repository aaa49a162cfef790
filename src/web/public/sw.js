// The app shell for offline starts and instant repeat visits. Pages: network first, the cached
// shell when offline. Hashed assets: cache first (their names change with their content).
// The API is never touched: couples' data always comes fresh from the server.
// Photos seen (cache first, by the photo) and photos shared into the app: files of their own.
importScripts('/sw-photos.js', '/sw-share-target.js');
const CACHE = 'juntos-shell-v1';
const SHELL = '/index.html';
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
const isHtml = (response) =>
  response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');
const namedAssets = (html) => [...new Set(html.match(/\/assets\/[^"']+/g) ?? [])].sort();
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

/** Keeps an HTML response as the shell (never an icon or a file opened directly). */
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

// The shell and the scripts and styles it names, so the next start works even offline.
async function cacheShell() {
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!isHtml(response)) throw new Error(`The shell answered ${response.status}`);
  const named = await storeShell(response);
  const cache = await caches.open(CACHE);
  await cache.addAll(named);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (isHtml(response)) event.waitUntil(storeShell(response.clone()));
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached ?? Response.error())),
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
