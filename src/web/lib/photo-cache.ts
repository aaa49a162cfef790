/**
 * The service worker's cache of photos already seen (docs/BOOT.md; the worker side is
 * public/sw-photos.js, which uses the same name). The page can drop it directly: Cache Storage
 * is shared by the page and its worker.
 */
export const PHOTO_CACHE = 'juntos-photos-v1';

/** Deletes every kept photo: on signing out, and when the couple ends. */
export async function forgetPhotoCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE);
}
