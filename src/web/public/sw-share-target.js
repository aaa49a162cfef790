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
  /** A memory's photo limit (LIMITS.memoryImageBytes): a larger file could not be saved anyway. */
  const MAX_FILE_BYTES = 5 * 1024 * 1024;

  /**
   * The image formats the server accepts, by their first bytes (src/server/storage/image-type.ts
   * says the same; the unit test checks both agree). The declared type is the sender's word.
   */
  const HEIF_BRANDS = [
    'avif',
    'avis',
    'heic',
    'heix',
    'heim',
    'heis',
    'hevc',
    'hevx',
    'mif1',
    'msf1',
  ];
  function looksLikeImage(bytes) {
    const text = (start, end) => String.fromCharCode(...bytes.slice(start, end));
    const starts = (signature) => signature.every((byte, index) => bytes[index] === byte);
    return (
      starts([0xff, 0xd8, 0xff]) ||
      starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
      text(0, 6) === 'GIF87a' ||
      text(0, 6) === 'GIF89a' ||
      (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
      (text(4, 8) === 'ftyp' && HEIF_BRANDS.includes(text(8, 12)))
    );
  }

  const isFile = (value) => typeof value === 'object' && value !== null && 'size' in value;
  async function isKeepable(value) {
    if (!isFile(value) || value.size <= 0 || value.size > MAX_FILE_BYTES) return false;
    return looksLikeImage(new Uint8Array(await value.slice(0, 16).arrayBuffer()));
  }

  /** The shared images to keep, and how many of the shared files are left out. */
  async function chooseFiles(values) {
    const kept = [];
    for (const value of values) {
      if (kept.length < MAX_KEPT_FILES && (await isKeepable(value))) kept.push(value);
    }
    return { kept, leftOut: values.length - kept.length };
  }

  /**
   * Whether the POST is a share from this device: a top-level navigation started by the share
   * sheet (no page started it) or by a page of this app. A page of another site can submit a
   * form here too; its navigation names that page as the one that started it (a client that is
   * not ours), its origin, or its address, whichever it did not hide.
   */
  async function isShareFromThisDevice(event) {
    const { request } = event;
    if (request.mode !== 'navigate' || request.destination !== 'document') return false;
    const origin = request.headers.get('origin');
    if (origin && origin !== 'null' && origin !== self.location.origin) return false;
    if (request.referrer && new URL(request.referrer).origin !== self.location.origin) {
      return false;
    }
    return !event.clientId || Boolean(await self.clients.get(event.clientId));
  }

  const shareUrl = (id, suffix = '') => `${self.location.origin}${SHARE_PREFIX}${id}${suffix}`;
  const screenUrl = (id) => `${self.location.origin}/memories?shared=${encodeURIComponent(id)}`;

  /** One share waits at most: a new one replaces one never picked up (its person never signed in). */
  async function forgetPending(cache) {
    await Promise.all((await cache.keys()).map((request) => cache.delete(request)));
  }

  /**
   * Keeps the shared photos under a new id and answers with a redirect (303: the browser then
   * GETs the screen) to the memories screen, which opens "Nuevo recuerdo" with them. A share
   * that cannot be read still reaches the screen, which says the photos did not arrive.
   */
  async function receiveShare(event) {
    if (!(await isShareFromThisDevice(event))) {
      return Response.redirect(`${self.location.origin}/memories`, 303);
    }
    const id = crypto.randomUUID();
    try {
      const form = await event.request.formData();
      const { kept, leftOut } = await chooseFiles(form.getAll('photos'));
      const cache = await caches.open(SHARE_CACHE);
      await forgetPending(cache);
      await Promise.all(
        kept.map((file, index) =>
          cache.put(
            shareUrl(id, `/${index}`),
            new Response(file, {
              headers: {
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
        new Response(summary, { headers: { 'content-type': 'application/json' } }),
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
    event.respondWith(receiveShare(event));
  });

  self.JuntosShare = { SHARE_CACHE, MAX_KEPT_FILES, MAX_FILE_BYTES, chooseFiles, looksLikeImage };
})();
