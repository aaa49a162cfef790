import { ManualClock } from '@server/jobs/clock';
import { describe, expect, it } from 'vitest';
import { createUrlSigner, expiryFor, SIGNED_URL_WINDOW_SECONDS } from './signed-url';

const HOUR_MS = 3600 * 1000;
/** The start of some 15-minute window, in ms. */
const WINDOW_MS = SIGNED_URL_WINDOW_SECONDS * 1000;
const windowStart = Math.floor(Date.UTC(2030, 0, 1, 10, 7) / WINDOW_MS) * WINDOW_MS;
const clock = new ManualClock(new Date(windowStart + 1));
const signer = createUrlSigner('test-secret-for-signed-urls', clock);
const USER = 'user-1';
const PATH = 'couple-1/1700000000000-abcdef.jpg';

function partsOf(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const [, , , bucket = '', ...path] = parsed.pathname.split('/');
  return {
    bucket,
    path: path.join('/'),
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
    userId: USER,
  };
}

describe('signed URL expiry', () => {
  it('signs the same URL throughout a 15-minute window, so refetches keep image sources stable', () => {
    const first = signer.sign('memories', PATH, USER, windowStart + 1);
    const later = signer.sign('memories', PATH, USER, windowStart + WINDOW_MS - 1);
    expect(later).toBe(first);
    expect(signer.sign('memories', PATH, USER, windowStart + WINDOW_MS + 1)).not.toBe(first);
  });

  it('reads its clock when no time is given: the app clock signs and expires URLs', () => {
    clock.set(new Date(windowStart + 1));
    const url = signer.sign('memories', PATH, USER);
    expect(url).toBe(signer.sign('memories', PATH, USER, windowStart + 1));
    const parts = partsOf(url);
    expect(signer.verify(parts)).toBe(true);
    clock.set(new Date(parts.expires * 1000 + 1));
    expect(signer.verify(parts)).toBe(false);
  });

  it('keeps a URL valid for at least an hour and at most 75 minutes', () => {
    for (const offset of [0, 1, WINDOW_MS / 2, WINDOW_MS - 1]) {
      const signedAt = windowStart + offset;
      const validFor = expiryFor(signedAt) * 1000 - signedAt;
      expect(validFor).toBeGreaterThanOrEqual(HOUR_MS);
      expect(validFor).toBeLessThanOrEqual(HOUR_MS + WINDOW_MS);
    }
  });

  it('verifies until the expiry and refuses after it', () => {
    const signedAt = windowStart + 1;
    const parts = partsOf(signer.sign('memories', PATH, USER, signedAt));
    expect(parts.bucket).toBe('memories');
    expect(parts.path).toBe(PATH);
    expect(signer.verify(parts, signedAt)).toBe(true);
    expect(signer.verify(parts, signedAt + HOUR_MS)).toBe(true);
    expect(signer.verify(parts, parts.expires * 1000)).toBe(true);
    expect(signer.verify(parts, parts.expires * 1000 + 1)).toBe(false);
    expect(signer.verify(parts, signedAt + HOUR_MS + WINDOW_MS + 1)).toBe(false);
  });

  it('binds the signature to the user', () => {
    const parts = partsOf(signer.sign('memories', PATH, USER, windowStart));
    expect(signer.verify({ ...parts, userId: 'user-2' }, windowStart)).toBe(false);
  });

  it('binds a shared-space URL to the couple it was issued within', () => {
    const COUPLE = '0b6f3c1e-2a4d-4e8f-9c1b-7d5e3f2a1b0c';
    const url = signer.sign('memories', PATH, { userId: USER, coupleId: COUPLE }, windowStart);
    expect(new URL(url, 'http://localhost').searchParams.get('couple')).toBe(COUPLE);
    const parts = partsOf(url);
    expect(signer.verify({ ...parts, coupleId: COUPLE }, windowStart)).toBe(true);
    expect(signer.verify(parts, windowStart)).toBe(false);
    expect(signer.verify({ ...parts, coupleId: `${COUPLE.slice(0, -1)}d` }, windowStart)).toBe(
      false,
    );
    // And a URL bound to the user alone cannot be passed off as one of a couple.
    const own = partsOf(signer.sign('memories', PATH, USER, windowStart));
    expect(signer.verify({ ...own, coupleId: COUPLE }, windowStart)).toBe(false);
  });
});
