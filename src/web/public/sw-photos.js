// Photos already seen, kept on the device (docs/BOOT.md): a photo the person has looked at shows
// offline and, on a reopen, without a request. Loaded by sw.js with importScripts, so it shares
// the worker's global scope: everything stays inside this function but `self.JuntosPhotos`,
// which the tests use (src/web/service-worker-photos.unit.test.ts).
(() => {
  // The page drops the same cache by this name (src/web/lib/photo-cache.ts).
  const PHOTO_CACHE = 'juntos-photos-v1';
  /** The budget: what a phone keeps of the couple's photos, by default. */
  const DEFAULT_BUDGET_BYTES = 200 * 1024 * 1024;
  // Not a real address: the access index (size and last use of each photo), kept in the same
  // cache so that deleting the cache deletes it too.
  const INDEX_KEY = '/__sw/photo-index.json';
  const STORAGE_PREFIX = '/api/storage/';
  // What a signed URL carries that changes with each signing, never what it shows.
  const SIGNING_PARAMS = ['expires', 'signature'];

  // Voice notes are played in ranges straight from the network, never kept here.
  const VOICE_PREFIX = `${STORAGE_PREFIX}voice/`;

  /** A photo served by the storage route (`GET /api/storage/<bucket>/<path>?...`). */
  const isPhotoRequest = (request, origin) => {
    if (request.method !== 'GET') return false;
    const url = new URL(request.url);
    return (
      url.origin === origin &&
      url.pathname.startsWith(STORAGE_PREFIX) &&
      !url.pathname.startsWith(VOICE_PREFIX)
    );
  };

  /**
   * The photo's key: its address without the signature and expiry, so the URL signed an hour
   * later (or for the next 15-minute window) finds the same entry. The couple the URL was issued
   * within stays part of it: a photo is kept as shown in that couple's space. Serving by path
   * never shows an old picture: a stored path's bytes never change (every upload, a replaced
   * photo included, gets a new path: newImagePath on the server).
   */
  function photoKey(href) {
    const url = new URL(href);
    for (const name of SIGNING_PARAMS) url.searchParams.delete(name);
    url.searchParams.sort();
    url.hash = '';
    return url.href;
  }

  /**
   * Whether an answer may be kept: a whole, successful image from our own origin that the server
   * lets be stored. An error, a refusal (403 after the couple ended, 404), a partial answer or a
   * `no-store` one is never kept, so it can never be served in place of the real answer later.
   */
  function isKeepable(response) {
    if (response?.status !== 200 || response.type !== 'basic') return false;
    const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
    if (/\bno-store\b/.test(cacheControl)) return false;
    return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/');
  }

  /**
   * Eviction frees down to this share of the budget, so that once the cache is full it runs
   * once per ~20 MB of new photos, not on every photo stored (it sorts the whole index).
   */
  const LOW_WATER = 0.9;

  // The access index: each photo's size and last use, and their total. Changed in place: it
  // holds thousands of entries, and a copy per photo would cost more than the photo's storing.
  const emptyIndex = () => ({ budget: DEFAULT_BUDGET_BYTES, total: 0, entries: {} });

  /** Notes that a photo was shown: it becomes the most recently used. */
  function touch(index, key, now) {
    const entry = index.entries[key];
    if (entry) entry.used = now;
  }

  /** Takes a photo out of the index (deleted, or its storing failed). */
  function forget(index, key) {
    const entry = index.entries[key];
    if (!entry) return;
    index.total -= entry.size;
    delete index.entries[key];
  }

  /**
   * Counts a new photo of `size` bytes and says which to delete to stay within the budget: the
   * least recently used first. A photo larger than the whole budget is not kept (`keep` false)
   * and nothing is evicted for it.
   */
  function admit(index, key, size, now) {
    if (size > index.budget) return { keep: false, evict: [] };
    forget(index, key);
    index.entries[key] = { size, used: now };
    index.total += size;
    if (index.total <= index.budget) return { keep: true, evict: [] };
    const target = index.budget * LOW_WATER;
    const oldestFirst = Object.keys(index.entries)
      .filter((other) => other !== key)
      .sort((a, b) => index.entries[a].used - index.entries[b].used);
    const evict = [];
    for (const other of oldestFirst) {
      if (index.total <= target) break;
      forget(index, other);
      evict.push(other);
    }
    return { keep: true, evict };
  }

  // ---- Storage: one change at a time, the index loaded once per worker start. ----

  let queue = Promise.resolve();
  function serially(task) {
    const run = queue.then(task);
    queue = run.catch(() => {});
    return run;
  }

  let loaded = null;

  /**
   * The index as stored, made to agree with the cache: a photo without an entry (the index was
   * lost) is counted by its stored size, an entry without a photo is dropped.
   */
  async function readIndex(cache) {
    const stored = await cache.match(INDEX_KEY);
    const index = stored ? await stored.json().catch(emptyIndex) : emptyIndex();
    const present = new Set();
    for (const request of await cache.keys()) {
      // The index itself, and the page's note of whose photos these are (lib/photo-cache.ts).
      if (new URL(request.url).pathname.startsWith('/__sw/')) continue;
      present.add(request.url);
      if (index.entries[request.url]) continue;
      const response = await cache.match(request);
      const size = Number(response?.headers.get('content-length') ?? 0);
      index.entries[request.url] = { size, used: 0 };
    }
    for (const key of Object.keys(index.entries)) if (!present.has(key)) delete index.entries[key];
    index.total = Object.values(index.entries).reduce((sum, entry) => sum + entry.size, 0);
    return index;
  }

  async function currentIndex(cache) {
    // The page may have deleted the whole cache (sign-out): then the index starts again.
    if (!loaded || !(await cache.match(INDEX_KEY))) loaded = await readIndex(cache);
    return loaded;
  }

  async function writeIndex(cache) {
    if (!loaded) return;
    await cache.put(
      INDEX_KEY,
      new Response(JSON.stringify(loaded), { headers: { 'content-type': 'application/json' } }),
    );
  }

  const now = () => Date.now();

  // Photos shown since the index was last written, with when: written together, once per
  // burst (a screen of thumbnails), not once per photo.
  const pendingUses = new Map();
  let flushQueued = null;

  function noteUse(key) {
    pendingUses.set(key, now());
    if (!flushQueued) {
      flushQueued = serially(async () => {
        flushQueued = null;
        const uses = [...pendingUses];
        pendingUses.clear();
        // Deleted meanwhile (a sign-out): nothing to note, and nothing to create again.
        if (!(await caches.has(PHOTO_CACHE))) return;
        const cache = await caches.open(PHOTO_CACHE);
        const index = await currentIndex(cache);
        for (const [used, at] of uses) touch(index, used, at);
        await writeIndex(cache);
      });
    }
    return flushQueued;
  }

  /** Keeps a photo, then deletes the least recently used ones beyond the budget. */
  function store(key, response) {
    return serially(async () => {
      const body = await response.blob();
      const cache = await caches.open(PHOTO_CACHE);
      const index = await currentIndex(cache);
      const decision = admit(index, key, body.size, now());
      if (!decision.keep) return;
      const headers = new Headers(response.headers);
      headers.set('content-length', String(body.size));
      try {
        await Promise.all(decision.evict.map((other) => cache.delete(other)));
        await cache.put(key, new Response(body, { status: 200, headers }));
      } catch (error) {
        // Out of storage quota, most likely: not kept, and the index says so.
        forget(index, key);
        throw error;
      } finally {
        await writeIndex(cache);
      }
    });
  }

  /**
   * Cache first: a photo already kept is answered at once, even offline; otherwise from the
   * network, and kept when it may be. Looking up does not open the cache: a deleted one (a
   * sign-out) is only made again when a photo is stored.
   */
  async function answer(event) {
    const key = photoKey(event.request.url);
    // A storage failure on the device is no reason not to show the photo: the network then.
    const cached = await caches.match(key, { cacheName: PHOTO_CACHE }).catch(() => undefined);
    if (cached) {
      event.waitUntil(noteUse(key).catch(() => {}));
      return cached;
    }
    const response = await fetch(event.request);
    if (isKeepable(response)) event.waitUntil(store(key, response.clone()).catch(() => {}));
    return response;
  }

  self.addEventListener('fetch', (event) => {
    if (!isPhotoRequest(event.request, self.location.origin)) return;
    event.respondWith(answer(event));
  });

  self.JuntosPhotos = { PHOTO_CACHE, DEFAULT_BUDGET_BYTES, photoKey, isKeepable, admit };
})();
