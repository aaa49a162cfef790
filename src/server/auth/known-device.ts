import { createHmac, timingSafeEqual } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'juntos.known_device';
const KNOWN_DEVICE_DAYS = 365;

const mac = (secret: string, email: string, expires: number) =>
  createHmac('sha256', `known-device:${secret}`).update(`${email}\n${expires}`).digest('base64url');

/**
 * A browser that has signed in to an account before carries this proof (an HMAC of the email
 * and an expiry, so nothing is stored and it cannot be forged without the server's secret). It
 * lets the owner past the per-account wait that strangers' guesses cause: see docs/AUTH.md.
 */
export function knownDeviceCookie(secret: string, email: string, now: Date, secure: boolean) {
  const expires = Math.floor(now.getTime() / 1000) + KNOWN_DEVICE_DAYS * 24 * 60 * 60;
  const value = `${expires}.${mac(secret, email, expires)}`;
  const attributes = [
    `${KNOWN_DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${KNOWN_DEVICE_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Whether the cookie's value proves this browser signed in to `email` before (and not long ago). */
export function isKnownDevice(
  secret: string,
  email: string,
  value: string | undefined,
  now: Date,
): boolean {
  const [expiresText, signature] = value?.split('.') ?? [];
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mac(secret, email, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
