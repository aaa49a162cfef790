import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthSession } from './auth';

/**
 * What better-auth's `compact` cookie cache holds (`session_data`): base64url of
 * `{ session: { session, user, updatedAt, version }, expiresAt, signature }`, the signature an
 * HMAC-SHA256 (base64url, no padding) of `JSON.stringify({ ...session, expiresAt })`.
 */
interface CookieCachePayload {
  session: {
    session: Record<string, unknown> & { id: string; token: string; expiresAt: string };
    user: Record<string, unknown> & { id: string };
    version?: string;
  };
  expiresAt: number;
  signature: string;
}

export interface SessionCookieNames {
  /** `better-auth.session_token`, with the `__Secure-` prefix on https. */
  sessionToken: string;
  /** `better-auth.session_data`: the signed 5-minute cache of the session and user. */
  sessionData: string;
}

/** A session the cookies vouch for, and until when (ms). */
interface Verified {
  found: AuthSession;
  until: number;
}

/** Cookie pairs remembered as verified, oldest out first: about 2 KB each. */
const MAX_VERIFIED = 10_000;

/** better-call's signed cookies end with `.` and a 44-character base64 HMAC-SHA256. */
const SIGNATURE_LENGTH = 44;
/** better-auth's default cookie cache version; we configure none. */
const CACHE_VERSION = '1';

const decodeCookieValue = (value: string) => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The values of the named cookies in a Cookie header; the first occurrence wins, as in better-call. */
export function readCookies(header: string | undefined, names: string[]): Map<string, string> {
  const found = new Map<string, string>();
  if (!header) return found;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!names.includes(name) || found.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    found.set(name, decodeCookieValue(value));
  }
  return found;
}

const equalText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const toDate = (value: unknown) => new Date(value as string);

/**
 * Checks better-auth's signed session cookies with node:crypto, without a fetch `Request`,
 * better-call or WebCrypto: the work better-auth's getSession does on a cache hit, which was a
 * quarter of the server's time under load. It answers only that case: the token cookie signed
 * by our secret and a valid, unexpired cache of that same session. Anything else (no cache, an
 * expired or chunked one, another format) is null, and the caller asks better-auth, which stays
 * the owner of the cookies: it issues, refreshes and clears them.
 */
export function createSessionCookieReader(secret: string, names: SessionCookieNames) {
  const hmac = () => createHmac('sha256', secret);
  const wanted = [names.sessionToken, names.sessionData];

  function verifiedToken(value: string | undefined): string | null {
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const signature = value.slice(dot + 1);
    if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
    const token = value.slice(0, dot);
    return equalText(hmac().update(token).digest('base64'), signature) ? token : null;
  }

  function verifiedCache(value: string | undefined): CookieCachePayload | null {
    if (!value) return null;
    let parsed: CookieCachePayload;
    try {
      parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof parsed?.signature !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    const signed = JSON.stringify({ ...parsed.session, expiresAt: parsed.expiresAt });
    return equalText(hmac().update(signed).digest('base64url'), parsed.signature) ? parsed : null;
  }

  /** The session the cookies vouch for, or null when better-auth must be asked. */
  function verifiedSession(
    tokenCookie: string | undefined,
    dataCookie: string | undefined,
  ): Verified | null {
    const token = verifiedToken(tokenCookie);
    if (!token) return null;
    const payload = verifiedCache(dataCookie);
    const cached = payload?.session;
    if (!payload || !cached?.session || !cached.user) return null;
    if ((cached.version ?? CACHE_VERSION) !== CACHE_VERSION) return null;
    // Stricter than better-auth: the cache must describe the very session of the token cookie.
    if (cached.session.token !== token) return null;
    const { session, user } = cached;
    const found = {
      session: {
        ...session,
        expiresAt: toDate(session.expiresAt),
        createdAt: toDate(session.createdAt),
        updatedAt: toDate(session.updatedAt),
      },
      user: { ...user, createdAt: toDate(user.createdAt), updatedAt: toDate(user.updatedAt) },
    } as AuthSession;
    // Whichever ends first: the cache (5 minutes) or the session.
    const until = Math.min(payload.expiresAt, found.session.expiresAt.getTime());
    return { found, until };
  }

  // Cookies already verified, by their exact text: a browser sends the same pair with every
  // request for five minutes, and two HMACs and a JSON parse per request were most of the check.
  // Signed text verified once stays verified; only the clock is looked at again.
  const verified = new Map<string, Verified>();

  return function readSession(
    cookieHeader: string | undefined,
    /** The app clock's time in ms (the cache's and the session's expiry are compared with it). */
    now: number,
  ): AuthSession | null {
    const cookies = readCookies(cookieHeader, wanted);
    const tokenCookie = cookies.get(names.sessionToken);
    const dataCookie = cookies.get(names.sessionData);
    if (!tokenCookie || !dataCookie) return null;
    const key = `${tokenCookie}\n${dataCookie}`;
    let known = verified.get(key);
    if (!known) {
      const fresh = verifiedSession(tokenCookie, dataCookie);
      if (!fresh) return null;
      if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
      verified.set(key, fresh);
      known = fresh;
    }
    if (known.until < now) {
      verified.delete(key);
      return null;
    }
    return known.found;
  };
}
