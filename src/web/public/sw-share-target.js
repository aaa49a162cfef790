// "Share into Juntos" (Web Share Target, docs/BOOT.md): the phone's share sheet POSTs the photos
// to /share-target (manifest.webmanifest's share_target); the worker keeps them and sends the
// app to "Nuevo recuerdo" with a marker, where the memories screen picks them up
// (src/web/features/memories/shared-photos.ts reads the same cache). Loaded by sw.js with
// importScripts: everything stays inside this function but `self.JuntosShare`, for the tests.
(() => {
  const SHARE_CACHE = 'juntos-share-v1';
  const SHARE_PATH = '/share-target';
  // Not real addresses: `/__share/<id>/<n>` for each photo, `/__share/<id>` for what came.
  const SHARE_PREFIX = '/__share/';
  /** More than a memory takes (one photo): the person picks one among them in the form. */
  const MAX_KEPT_FILES = 10;
  /** A share never picked up (the person never signed in) goes after a day. */
  const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

  const isImage = (value) =>
    typeof value === 'object' && value !== null && value.size > 0 && /^image\//.test(value.type);

  /** The shared images to keep, and how many of the shared files are left out. */
  function chooseFiles(values) {
    const images = values.filter(isImage);
    const kept = images.slice(0, MAX_KEPT_FILES);
    return { kept, leftOut: values.length - kept.length };
  }

  const shareUrl = (id, suffix = '') => `${self.location.origin}${SHARE_PREFIX}${id}${suffix}`;
  const screenUrl = (id) => `${self.location.origin}/memories?shared=${encodeURIComponent(id)}`;

  /** Deletes the shares older than a day: shared, then never opened. */
  async function pruneOld(cache, now) {
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const at = Number(response?.headers.get('x-shared-at') ?? 0);
      if (now - at > KEPT_FOR_MS) await cache.delete(request);
    }
  }

  /**
   * Keeps the shared photos under a new id and answers with a redirect (303: the browser then
   * GETs the screen) to the memories screen, which opens "Nuevo recuerdo" with them. A share
   * that cannot be read still reaches the screen, which says the photos did not arrive.
   */
  async function receiveShare(request) {
    const id = crypto.randomUUID();
    try {
      const form = await request.formData();
      const { kept, leftOut } = chooseFiles(form.getAll('photos'));
      const cache = await caches.open(SHARE_CACHE);
      const now = Date.now();
      await pruneOld(cache, now);
      const at = { 'x-shared-at': String(now) };
      await Promise.all(
        kept.map((file, index) =>
          cache.put(
            shareUrl(id, `/${index}`),
            new Response(file, {
              headers: {
                ...at,
                'content-type': file.type,
                'x-file-name': encodeURIComponent(file.name || `foto-${index + 1}`),
              },
            }),
          ),
        ),
      );
      const summary = JSON.stringify({ count: kept.length, leftOut });
      await cache.put(
        shareUrl(id),
        new Response(summary, { headers: { ...at, 'content-type': 'application/json' } }),
      );
    } catch {
      // Nothing kept under this id: the screen says the photos did not arrive.
    }
    return Response.redirect(screenUrl(id), 303);
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.origin !== self.location.origin) return;
    if (url.pathname !== SHARE_PATH) return;
    event.respondWith(receiveShare(request));
  });

  self.JuntosShare = { SHARE_CACHE, MAX_KEPT_FILES, chooseFiles };
})();
