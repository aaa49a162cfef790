/**
 * Photos shared into Juntos from the phone's share sheet. The service worker keeps them
 * (public/sw-share-target.js, same cache name and addresses) and opens
 * `/memories?shared=<id>`; the memories screen takes them from here into "Nuevo recuerdo".
 */
export const SHARED_PARAM = 'shared';
const SHARE_CACHE = 'juntos-share-v1';
/** What a share keeps at most (the worker's MAX_KEPT_FILES): the form offers one of them. */
export const MAX_SHARED_PHOTOS = 10;

export interface SharedPhotos {
  /** The shared images, in the order they were shared. */
  files: File[];
  /** Shared files not kept: not images, or beyond what a share keeps. */
  leftOut: number;
}

const shareUrl = (id: string, suffix = '') => `/__share/${encodeURIComponent(id)}${suffix}`;

interface ShareSummary {
  count: number;
  leftOut: number;
}

async function readShare(id: string): Promise<SharedPhotos | null> {
  if (typeof caches === 'undefined' || !(await caches.has(SHARE_CACHE))) return null;
  const cache = await caches.open(SHARE_CACHE);
  const summary = await cache.match(shareUrl(id));
  if (!summary) return null;
  const { count, leftOut } = (await summary.json()) as ShareSummary;
  const files: File[] = [];
  for (let index = 0; index < count; index++) {
    const stored = await cache.match(shareUrl(id, `/${index}`));
    if (!stored) continue;
    const name = decodeURIComponent(stored.headers.get('x-file-name') ?? `foto-${index + 1}`);
    const blob = await stored.blob();
    files.push(new File([blob], name, { type: blob.type }));
  }
  // Taken once: the photos now live in the form, and leave the device's storage.
  const stored = Array.from({ length: count }, (_, index) => shareUrl(id, `/${index}`));
  await Promise.all([shareUrl(id), ...stored].map((url) => cache.delete(url)));
  return { files, leftOut };
}

// One read per share: the screen's effect may run twice (React's strict mode) and the second
// run must see the same photos, not the emptied cache.
const taken = new Map<string, Promise<SharedPhotos | null>>();

/** The photos of one share, or null when none arrived (or they were already taken). */
export function takeSharedPhotos(id: string): Promise<SharedPhotos | null> {
  let share = taken.get(id);
  if (!share) {
    share = readShare(id).catch(() => null);
    taken.set(id, share);
  }
  return share;
}
