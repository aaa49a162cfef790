import type { TPageDocument } from './page-document';

/**
 * Drawn pages kept in memory (docs/BOOT.md, "The server's side"): a page is kept for one
 * session (its key names the session, the screen, the language, zone, theme and day) and tagged
 * with the realtime channels of what it shows (the couple's, each partner's); any event on one
 * of them drops it, so an answer from here is never older than the last change the bus told of.
 *
 * - A page is never kept past `maxAgeMs`, nor beyond `maxBytes` in all (least recently used
 *   out first).
 * - A rendering that an invalidation of one of its tags overtook is not kept (`begin` before
 *   reading, `keep` with that ticket): it may have read the data from before the change.
 * - `follow(tag)` is called when a tag gets its first page, and the function it returns when
 *   its last page goes: the app subscribes to the channel meanwhile.
 * - While `isTrusted()` is false (the bus's connection is down: events may be missed), nothing
 *   is answered from here nor kept.
 */
export interface TPageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  now: () => number;
  follow: (tag: string, onChange: () => void) => () => void;
  isTrusted?: () => boolean;
}

interface Kept {
  page: TPageDocument;
  tags: string[];
  keptAt: number;
  bytes: number;
}

/** Past this many remembered invalidations, the oldest renderings under way are not kept. */
const MAX_REMEMBERED = 10_000;

export interface TPageCache {
  get: (key: string) => TPageDocument | undefined;
  /** A ticket for a rendering about to read its data. */
  begin: () => number;
  /** Keeps the page, unless one of its tags changed since `ticket`. Returns whether it did. */
  keep: (key: string, page: TPageDocument, tags: string[], ticket: number) => boolean;
  /** Drops every page tagged `tag`. */
  invalidate: (tag: string) => void;
  /** Drops everything (a new build, a lost realtime connection). */
  clear: () => void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache({
  maxBytes,
  maxAgeMs,
  now,
  follow,
  isTrusted = () => true,
}: TPageCacheOptions): TPageCache {
  // Insertion order is recency: a page read is moved to the end.
  const pages = new Map<string, Kept>();
  const keysByTag = new Map<string, Set<string>>();
  const unfollow = new Map<string, () => void>();
  // The ticket at which each tag last changed; tickets count up, one per rendering and change.
  const changedAt = new Map<string, number>();
  let ticket = 0;
  // Renderings with a ticket before this one are not kept (everything was cleared since).
  let clearedAt = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const kept = pages.get(key);
    if (!kept) return;
    pages.delete(key);
    bytes -= kept.bytes;
    for (const tag of kept.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) {
        keysByTag.delete(tag);
        unfollow.get(tag)?.();
        unfollow.delete(tag);
      }
    }
  };

  const invalidate = (tag: string) => {
    ticket += 1;
    if (changedAt.size >= MAX_REMEMBERED) {
      changedAt.clear();
      clearedAt = ticket;
    }
    changedAt.set(tag, ticket);
    for (const key of [...(keysByTag.get(tag) ?? [])]) drop(key);
  };

  return {
    get(key) {
      const kept = pages.get(key);
      if (!kept || !isTrusted()) return undefined;
      if (now() - kept.keptAt > maxAgeMs) {
        drop(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, kept);
      // Its gzip is made on the first answer that takes it (page-document.ts): counted from then.
      bytes += kept.page.bytes - kept.bytes;
      kept.bytes = kept.page.bytes;
      return kept.page;
    },
    begin() {
      ticket += 1;
      return ticket;
    },
    keep(key, page, tags, startedAt) {
      if (startedAt <= clearedAt || !isTrusted()) return false;
      if (tags.some((tag) => (changedAt.get(tag) ?? 0) > startedAt)) return false;
      if (page.bytes > maxBytes) return false;
      drop(key);
      const kept: Kept = { page, tags, keptAt: now(), bytes: page.bytes };
      pages.set(key, kept);
      bytes += kept.bytes;
      for (const tag of tags) {
        let keys = keysByTag.get(tag);
        if (!keys) {
          keys = new Set();
          keysByTag.set(tag, keys);
          unfollow.set(
            tag,
            follow(tag, () => invalidate(tag)),
          );
        }
        keys.add(key);
      }
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    invalidate,
    clear() {
      ticket += 1;
      clearedAt = ticket;
      changedAt.clear();
      for (const key of [...pages.keys()]) drop(key);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
