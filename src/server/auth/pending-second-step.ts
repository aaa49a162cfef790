import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth';
import { readCookies } from './session-cookie';

/** better-auth's two-factor plugin names its cookie this (prefixed like every auth cookie). */
const TWO_FACTOR_COOKIE = 'two_factor';

/** A better-call signed cookie: `value.` then a base64 HMAC-SHA256 of the value; the value, or null. */
function verifiedValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  const given = Buffer.from(signed.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}

/**
 * The email of the account whose password was right and whose code step this browser is at, from
 * the plugin's signed cookie and its stored challenge; null when there is none. The code step is
 * counted against that account's sign-in limit, as the password step is.
 */
export async function findPendingSecondStepEmail(
  auth: Auth,
  cookieHeader: string | undefined,
  now: Date,
): Promise<string | null> {
  const context = await auth.$context;
  const name = context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = verifiedValue(readCookies(cookieHeader, [name]).get(name), context.secret);
  if (!identifier) return null;
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt < now) return null;
  const user = await context.internalAdapter.findUserById(pending.value);
  return user?.email ?? null;
}
