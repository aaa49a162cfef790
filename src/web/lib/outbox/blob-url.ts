/**
 * One object URL per photo kept with a waiting change, so an optimistic card shows the photo
 * without a request, and applying the change again gives the very same URL (no new render).
 */
const urls = new WeakMap<Blob, string>();

export function blobUrl(blob: Blob): string {
  let url = urls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    urls.set(blob, url);
  }
  return url;
}
