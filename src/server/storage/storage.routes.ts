import type { Auth } from '@server/auth/auth';
import { requireSession } from '@server/auth/require-session';
import type { SessionEnv } from '@server/auth/session-env';
import type { SessionGuard } from '@server/auth/session-guard';
import { forbidden, notFound } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import { LIMITS } from '@shared/constants';
import { Hono } from 'hono';
import {
  type BlobStore,
  BUCKETS,
  type ByteRange,
  largeThumbnailPathFor,
  type TBucket,
  thumbnailPathFor,
} from './blob-store';
import { STORAGE_URL_PREFIX, type UrlSigner } from './signed-url';

const isBucket = (value: string): value is TBucket =>
  (BUCKETS as readonly string[]).includes(value);

// Exactly the digits the signer wrote: '0123' or '123.0' would verify too, but are not that URL.
const EXPIRES_FORMAT = /^[1-9][0-9]{0,15}$/;

/**
 * Images stored before large thumbnails existed have only the small one: a `srcset` naming the
 * large one still shows a picture (the small one) rather than a broken image.
 */
async function openOrSmallThumbnail(
  blobs: BlobStore,
  bucket: TBucket,
  path: string,
  range: ByteRange | undefined,
) {
  const blob = await blobs.open(bucket, path, range);
  const image = path.replace(/\.thumb-large\.webp$/, '.any');
  if (blob || image === path || largeThumbnailPathFor(image) !== path) return blob;
  return blobs.open(bucket, thumbnailPathFor(image));
}

/**
 * One `bytes=start-` or `bytes=start-end` range, what audio and video elements ask for to seek.
 * Anything else (a suffix, several ranges, nonsense) is ignored: the whole file is sent, which
 * HTTP allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header?.match(/^bytes=(\d{1,15})-(\d{0,15})$/);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

// A couple id exactly as the database writes it (a lowercase uuid).
const COUPLE_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface StorageRoutesDependencies {
  auth: Auth;
  sessions: SessionGuard;
  blobs: BlobStore;
  signer: UrlSigner;
  clock: Clock;
  /**
   * Whether the couple is the user's active one. The couples feature answers it (app.ts hands it
   * over): storage stands below the features and imports none of them.
   */
  isInActiveCouple: (userId: string, coupleId: string) => Promise<boolean>;
}

/**
 * Signed reads: `GET /api/storage/<bucket>/<path>?expires=&couple=&signature=`. The signature
 * covers bucket, path, expiry, the user it was issued to and, for the shared space, the couple it
 * was issued within, so the caller's own session must match it. Who may see what was decided when
 * the URL was signed; here the signature is checked and, for a couple's URL, that the couple is
 * still the caller's active one (an ended couple's URLs stop working at once).
 */
export function storageRoutes(deps: StorageRoutesDependencies) {
  return new Hono<SessionEnv>().get('/:bucket/*', requireSession(deps), async (c) => {
    const bucket = c.req.param('bucket');
    if (!isBucket(bucket)) throw notFound();
    const path = c.req.path.slice(`${STORAGE_URL_PREFIX}/${bucket}/`.length);
    const expires = c.req.query('expires') ?? '';
    const signature = c.req.query('signature') ?? '';
    const coupleId = c.req.query('couple');
    const userId = c.var.actor.userId;
    const isValid =
      EXPIRES_FORMAT.test(expires) &&
      (coupleId === undefined || COUPLE_FORMAT.test(coupleId)) &&
      deps.signer.verify({ bucket, path, expires: Number(expires), userId, coupleId, signature });
    if (!isValid) throw forbidden();
    if (coupleId && !(await deps.isInActiveCouple(userId, coupleId))) throw forbidden();

    // Streamed from the store (disk or S3) as it is read; see docs/STORAGE.md.
    // A range (an audio element seeking) is answered 206 with those bytes alone.
    const blob = await openOrSmallThumbnail(
      deps.blobs,
      bucket,
      path,
      parseRange(c.req.header('range')),
    );
    if (!blob) throw notFound();
    const { range, size } = blob;
    const length = range ? range.end - range.start + 1 : size;
    return c.body(blob.body, range ? 206 : 200, {
      'Content-Type': blob.contentType,
      ...(length === undefined ? {} : { 'Content-Length': String(length) }),
      ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${size ?? '*'}` } : {}),
      'Accept-Ranges': 'bytes',
      // The URL is valid for at least an hour (60 to 75 minutes); the browser may keep the bytes
      // that long.
      'Cache-Control': `private, max-age=${LIMITS.signedUrlSeconds}`,
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
