import type { AppDependencies, AppEnv } from '@server/http/context';
import { unauthorized } from '@server/http/errors';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

type SessionDependencies = Pick<AppDependencies, 'auth' | 'sessions'>;

/** Passes on the cookies better-auth set while reading the session. */
function appendSetCookies(c: Context, headers: Headers | null | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    c.header('Set-Cookie', cookie, { append: true });
  }
}

/**
 * The session of the request's cookies, or null. better-auth's signed cookie cache vouches for a
 * session for up to 5 minutes without a query, even after it was signed out; the session guard
 * (in memory, told of every revocation over the bus) rules those out. For a revoked session the
 * database is asked once more, which makes better-auth clear the cookies in `headers`.
 */
export async function resolveLiveSession({ auth, sessions }: SessionDependencies, raw: Headers) {
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
  createMiddleware<AppEnv>(async (c, next) => {
    const { headers, response: result } = await resolveLiveSession(deps, c.req.raw.headers);
    if (!result) {
      // Clears the cookies of an expired or revoked session.
      appendSetCookies(c, headers);
      throw unauthorized();
    }
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
    appendSetCookies(c, headers);
  });
