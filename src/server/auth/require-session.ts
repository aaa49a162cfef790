import { unauthorized } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Auth } from './auth';
import { createSessionCookieReader } from './session-cookie';
import type { SessionEnv } from './session-env';
import type { SessionGuard } from './session-guard';

type SessionDependencies = { auth: Auth; sessions: SessionGuard; clock: Clock };

type NodeBindings = { incoming?: { headers?: Record<string, string | string[] | undefined> } };

/**
 * The Cookie header, straight from Node's request when served by Node: the adapter would build a
 * fetch `Headers` of every header to answer `c.req.header()`, which costs more than the check.
 */
export function cookieHeaderOf(c: Context): string | undefined {
  const fromNode = (c.env as NodeBindings | undefined)?.incoming?.headers?.cookie;
  return typeof fromNode === 'string' ? fromNode : c.req.header('cookie');
}

/** Passes on the cookies better-auth set while reading the session. */
function appendSetCookies(c: Context, headers: Headers | null | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    c.header('Set-Cookie', cookie, { append: true });
  }
}

type SessionCookieReader = ReturnType<typeof createSessionCookieReader>;
const readers = new WeakMap<Auth, SessionCookieReader>();

/** One reader per auth instance, made once from its secret and cookie names. */
async function sessionCookieReaderOf(auth: Auth): Promise<SessionCookieReader> {
  const known = readers.get(auth);
  if (known) return known;
  const context = await auth.$context;
  const reader = createSessionCookieReader(context.secret, {
    sessionToken: context.authCookies.sessionToken.name,
    sessionData: context.authCookies.sessionData.name,
  });
  readers.set(auth, reader);
  return reader;
}

/**
 * The session of the request's cookies, or null. better-auth's signed cookie cache vouches for a
 * session for up to 5 minutes without a query, even after it was signed out; the session guard
 * (in memory, told of every revocation over the bus) rules those out. The cache is checked first
 * by our own reader (node:crypto, no `Request`); when it cannot answer, better-auth reads the
 * session and may set cookies (in `headers`). For a revoked session the database is asked once
 * more, which makes better-auth clear the cookies.
 */
export async function resolveLiveSession(
  { auth, sessions, clock }: SessionDependencies,
  cookieHeader: string | undefined,
  requestHeaders: () => Headers,
) {
  const readSession = readers.get(auth) ?? (await sessionCookieReaderOf(auth));
  const cached = readSession(cookieHeader, clock.now().getTime());
  if (cached && (await sessions.isLive(cached.session.id))) {
    return { headers: null, response: cached };
  }
  const raw = requestHeaders();
  const found = await auth.api.getSession({ headers: raw, returnHeaders: true });
  if (!found.response || (await sessions.isLive(found.response.session.id))) return found;
  return auth.api.getSession({
    headers: raw,
    query: { disableCookieCache: true, disableRefresh: true },
    returnHeaders: true,
  });
}

/**
 * Resolves the session (from the signed cookie cache and the session guard, so usually without a
 * query) or answers 401. When the cache cookie is missing or expired, better-auth reads the
 * database and issues a fresh one (and renews the session once a day); those cookies must reach
 * the browser, or every request after the first five minutes would query the database again.
 */
export const requireSession = (deps: SessionDependencies) =>
  createMiddleware<SessionEnv>(async (c, next) => {
    const { headers, response: result } = await resolveLiveSession(
      deps,
      cookieHeaderOf(c),
      () => c.req.raw.headers,
    );
    if (!result) {
      // Clears the cookies of an expired or revoked session.
      appendSetCookies(c, headers);
      throw unauthorized();
    }
    const { user, session } = result;
    c.set('actor', { userId: user.id, email: user.email, sessionId: session.id });
    await next();
    appendSetCookies(c, headers);
  });
