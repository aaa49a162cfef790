/**
 * The service worker's cache of photos already seen (docs/BOOT.md; the worker side is
 * public/sw-photos.js, which uses the same name). The page can drop it directly: Cache Storage
 * is shared by the page and its worker.
 */
export const PHOTO_CACHE = 'juntos-photos-v1';
// Not a real address: which couple's space the kept photos are from. Under /__sw/, which the
// worker never counts as a photo; in the same cache, so it goes with it.
const OWNER_KEY = '/__sw/photo-couple';

/** Deletes every kept photo: on signing out, and when the couple ends. */
export async function forgetPhotoCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE);
}

/**
 * The kept photos are one couple's: with no active couple they go, and when the couple the app
 * now sees is another one (a new couple after an ending, or another account signed in on this
 * browser without signing out first) the previous one's go before any is kept for this one.
 */
export async function keepPhotosFor(coupleId: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (!coupleId) return forgetPhotoCache();
  if (await caches.has(PHOTO_CACHE)) {
    const owner = await (await caches.open(PHOTO_CACHE)).match(OWNER_KEY);
    if (owner && (await owner.text()) !== coupleId) await forgetPhotoCache();
  }
  const cache = await caches.open(PHOTO_CACHE);
  if (await cache.match(OWNER_KEY)) return;
  await cache.put(OWNER_KEY, new Response(coupleId, { headers: { 'content-type': 'text/plain' } }));
}
