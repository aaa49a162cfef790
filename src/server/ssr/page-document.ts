import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A drawn page kept ready to send, again and again (ssr/page-cache.ts): its bytes, and its gzip
 * made once instead of once per answer.
 *
 * The one thing that changes between two answers of the same page is when its data was known:
 * TanStack's dehydrated `dataUpdatedAt` and `dehydratedAt` of each query. An answer from the
 * cache is of data the cache vouches for now (any change to it invalidates the page), so those
 * say "now": the browser shows a page's data as kept from an earlier visit when they are older
 * than the page's own start (components/kept-data-note.tsx). The document is therefore kept in
 * parts, split at those times, and each answer puts the time in between.
 *
 * Its gzip is spliced the same way: each part is deflated on its own (no match reaches into
 * another part, so nothing depends on the bytes in between) up to a byte-aligned sync flush, the
 * times go in as stored blocks, and the last part ends the stream. The gzip header and trailer
 * (CRC-32 and length of the whole) are written per answer: a CRC of the page's bytes is
 * microseconds, a deflate of them one to two milliseconds.
 */

/** A time in ms since 1970 is 13 digits from 2001 to 2286: every time fits its slot. */
const STAMP_DIGITS = 13;
/** TanStack's times in the dehydrated state that say when the data was known. */
const STAMP = /"(?:dataUpdatedAt|dehydratedAt)":(\d{13})(?=[,}])/g;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A deflate stored block's header for 13 bytes (not final): BTYPE 00, LEN 13, NLEN ~13. */
const STAMP_BLOCK_HEADER = Buffer.from([0x00, STAMP_DIGITS, 0x00, ~STAMP_DIGITS & 0xff, 0xff]);

export interface TPageDocument {
  /** The document's bytes (UTF-8) between the times, one more than `stamps`. */
  parts: Buffer[];
  /** The times the rendering wrote, in order (13 ASCII digits each). */
  stamps: Buffer[];
  /** Each part deflated on its own (made on the first answer that accepts gzip). */
  deflated?: Buffer[];
  /** What the parts and their deflated copies take in memory. */
  bytes: number;
}

/**
 * The document split at the times of its state. `stateFrom`: where the state element starts
 * (the times are looked for there only, never in the screen's markup).
 */
export function pageDocument(html: string, stateFrom: number): TPageDocument {
  const parts: Buffer[] = [];
  const stamps: Buffer[] = [];
  let from = 0;
  for (const match of html.slice(stateFrom).matchAll(STAMP)) {
    const digits = match[1] as string;
    const at = stateFrom + (match.index ?? 0) + match[0].length - digits.length;
    parts.push(Buffer.from(html.slice(from, at)));
    stamps.push(Buffer.from(digits));
    from = at + digits.length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return { parts, stamps, bytes: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** Each slot's time: the ones drawn, or `now` for all (an answer from the cache). */
function stampsFor(page: TPageDocument, now: number | undefined): Buffer[] {
  if (now === undefined) return page.stamps;
  const stamp = Buffer.from(String(Math.trunc(now)).padStart(STAMP_DIGITS, '0'));
  return page.stamps.map(() => stamp);
}

function interleave(parts: Buffer[], stamps: Buffer[]): Buffer[] {
  const pieces: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    pieces.push(part);
    const stamp = stamps[index];
    if (stamp) pieces.push(stamp);
  }
  return pieces;
}

/** The document's bytes, its times `now` when given. */
export function pageBytes(page: TPageDocument, now?: number): Buffer {
  return Buffer.concat(interleave(page.parts, stampsFor(page, now)));
}

/** The part deflated up to a sync flush (byte-aligned, not final), or to the end for the last. */
function deflatePart(part: Buffer, isLast: boolean): Buffer {
  return deflateRawSync(part, {
    level: 6,
    finishFlush: isLast ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
}

/** The document as gzip, its times `now` when given; deflates its parts once. */
export function pageGzip(page: TPageDocument, now?: number): Buffer {
  if (!page.deflated) {
    const last = page.parts.length - 1;
    page.deflated = page.parts.map((part, index) => deflatePart(part, index === last));
    page.bytes += page.deflated.reduce((sum, part) => sum + part.length, 0);
  }
  const stamps = stampsFor(page, now);
  let crc = 0;
  let length = 0;
  for (const piece of interleave(page.parts, stamps)) {
    crc = crc32(piece, crc);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  const stored = stamps.map((stamp) => Buffer.concat([STAMP_BLOCK_HEADER, stamp]));
  return Buffer.concat([GZIP_HEADER, ...interleave(page.deflated, stored), trailer]);
}
