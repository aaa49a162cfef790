import type { AppDependencies, AppEnv } from '@server/http/context';
import { unauthorized } from '@server/http/errors';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Passes on the cookies better-auth set while reading the session. */
function appendSetCookies(c: Context, headers: Headers | null | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) {
    c.header('Set-Cookie', cookie, { append: true });
  }
}

/**
 * Resolves the session (from the signed cookie cache, so usually without a query) or answers 401.
 * When the cache cookie is missing or expired, better-auth reads the database and issues a fresh
 * one (and renews the session once a day); those cookies must reach the browser, or every
 * request after the first five minutes would query the database again.
 */
export const requireSession = ({ auth }: Pick<AppDependencies, 'auth'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { headers, response: result } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
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
