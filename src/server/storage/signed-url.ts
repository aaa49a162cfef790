import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@server/jobs/clock';
import { LIMITS } from '@shared/constants';
import { largeThumbnailPathFor, type TBucket, thumbnailPathFor } from './blob-store';

export interface SignedUrlParts {
  bucket: string;
  path: string;
  expires: number;
  userId: string;
  /** The couple the URL was issued within, when it shows that couple's shared space. */
  coupleId?: string | undefined;
  signature: string;
}

/**
 * Who a URL is signed for: a user id alone (their own avatar), or a user within their couple
 * (anything of the shared space, the partner's avatar included). A couple-bound URL also names
 * the couple, and the storage route serves it only while that couple is the reader's active one:
 * ending a couple invalidates every URL issued within it, even those not yet expired.
 */
export type UrlViewer = string | { userId: string; coupleId: string };

/** The viewer of a couple feature's response: the caller, within their couple. */
export const coupleViewer = (actor: { userId: string; couple: { id: string } }): UrlViewer => ({
  userId: actor.userId,
  coupleId: actor.couple.id,
});

/**
 * Signs storage reads. A URL is bound to the user it was issued to, so a leaked link is useless
 * without that user's session. It is valid for at least an hour (`signedUrlSeconds`)
 * and at most a quarter of an hour more: see `expiryFor`.
 */
export interface UrlSigner {
  /** `now` (ms) when several URLs must share one reading; the signer's clock otherwise. */
  sign: (bucket: TBucket, path: string, viewer: UrlViewer, now?: number) => string;
  verify: (parts: SignedUrlParts, now?: number) => boolean;
}

export const STORAGE_URL_PREFIX = '/api/storage';

/** Expiries are rounded up to this window, in seconds. */
export const SIGNED_URL_WINDOW_SECONDS = 15 * 60;

/**
 * The expiry (unix seconds) of a URL signed at `now` (ms). Rounded up to a 15-minute window, so
 * every response within the window signs the same URL for the same image and viewer: a refetch
 * does not change an image's src (no re-download, no avatar flicker), and the browser cache
 * keeps working. The URL stays valid between 60 and 75 minutes.
 */
export function expiryFor(now: number): number {
  const windowEnd = Math.ceil(now / 1000 / SIGNED_URL_WINDOW_SECONDS) * SIGNED_URL_WINDOW_SECONDS;
  return windowEnd + LIMITS.signedUrlSeconds;
}

export function createUrlSigner(secret: string, clock: Clock): UrlSigner {
  const mac = (bucket: string, path: string, expires: number, userId: string, coupleId?: string) =>
    createHmac('sha256', `storage:${secret}`)
      .update(`${bucket}\n${path}\n${expires}\n${userId}${coupleId ? `\n${coupleId}` : ''}`)
      .digest('base64url');
  return {
    sign(bucket, path, viewer, now = clock.now().getTime()) {
      const { userId, coupleId } = typeof viewer === 'string' ? { userId: viewer } : viewer;
      const expires = expiryFor(now);
      const signature = mac(bucket, path, expires, userId, coupleId);
      const couple = coupleId ? `&couple=${coupleId}` : '';
      return `${STORAGE_URL_PREFIX}/${bucket}/${path}?expires=${expires}${couple}&signature=${signature}`;
    },
    verify({ bucket, path, expires, userId, coupleId, signature }, now = clock.now().getTime()) {
      if (!Number.isFinite(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(mac(bucket, path, expires, userId, coupleId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export interface SignedBlobUrls {
  url: string;
  thumbnailUrl: string;
  /** Twice the thumbnail's width, for `srcset` on high-density screens. */
  largeThumbnailUrl: string;
}

/**
 * Signed URLs of a stored image and its thumbnail for one viewer (the caller, or the caller
 * viewing their partner's avatar), or null when there is no image.
 */
export function signBlobUrl(
  signer: UrlSigner,
  bucket: TBucket,
  path: string | null,
  viewer: UrlViewer,
  now?: number,
): SignedBlobUrls | null {
  if (!path) return null;
  return {
    url: signer.sign(bucket, path, viewer, now),
    thumbnailUrl: signer.sign(bucket, thumbnailPathFor(path), viewer, now),
    largeThumbnailUrl: signer.sign(bucket, largeThumbnailPathFor(path), viewer, now),
  };
}
