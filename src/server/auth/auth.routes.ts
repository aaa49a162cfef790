import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDependencies, AppEnv } from '@server/http/context';
import { errorBody, notFound } from '@server/http/errors';
import { activeLog } from '@server/logger';
import { ZSignInSchema, ZSignUpSchema } from '@shared/schemas/auth';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { CLIENT_IP_HEADER } from './auth';
import { translateAuthError } from './auth-errors';
import { checkAuthBody, checkAuthQuery, readAuthBody } from './auth-input';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { beginSignIn } from './sign-in-throttle';

/**
 * The address our one trusted proxy saw: the RIGHTMOST X-Forwarded-For entry, the one it
 * appended. Everything to its left came from the client and is whatever the client wants (a
 * new value per request would escape the rate limit).
 */
function forwardedClientIp(header: string | undefined): string | undefined {
  const entries = header?.split(',').map((entry) => entry.trim()) ?? [];
  return entries.at(-1) || undefined;
}

function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // In-process requests (tests through app.request) have no socket.
    return '127.0.0.1';
  }
}

/**
 * The better-auth endpoints the web app calls (and the link of the confirmation email). Every
 * other one better-auth ships (password reset, session listing and revocation, ...) is a 404:
 * an endpoint nobody uses is only attack surface.
 */
const ALLOWED_ENDPOINTS = new Set([
  'GET /api/auth/get-session',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/verify-email',
]);

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** Endpoints after which a session no longer exists; see `answerRevocation`. */
const REVOKING_ENDPOINTS = new Set(['/api/auth/sign-out']);

// Our shared schemas run before better-auth so the server gives the same, translated messages
// as the form. The parsed (trimmed) values are what better-auth receives.
const VALIDATED_ENDPOINTS: Record<string, z.ZodMiniType<Record<string, unknown>>> = {
  '/api/auth/sign-in/email': ZSignInSchema,
  '/api/auth/sign-up/email': z.pipe(
    ZSignUpSchema,
    z.transform(({ fullName, ...rest }) => ({ ...rest, name: fullName })),
  ),
};

async function requestBody(c: Parameters<typeof readAuthBody>[0]) {
  const input = await readAuthBody(c);
  const schema = VALIDATED_ENDPOINTS[c.req.path];
  // The schemas first: they refuse a NUL in a name or an email with that field's own message.
  const parsed = schema?.parse(input);
  checkAuthBody(input);
  if (!parsed) return { body: input === undefined ? undefined : JSON.stringify(input) };
  const { callbackURL, rememberMe } = (input ?? {}) as Record<string, unknown>;
  return { body: JSON.stringify({ ...parsed, callbackURL, rememberMe }), parsed };
}

export function authRoutes(deps: AppDependencies) {
  const { auth, config, sessions } = deps;
  // better-auth's own secret (resolved at start), so the known-device proof needs no other.
  const authSecret = auth.$context.then((context) => context.secret);
  const secureCookies = (config.PUBLIC_URL ?? '').startsWith('https://');
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    if (!ALLOWED_ENDPOINTS.has(`${c.req.method} ${c.req.path}`)) throw notFound();
    checkAuthQuery(c);
    const headers = new Headers(c.req.raw.headers);
    // The rate limiter keys on this header; a client-sent value is always replaced.
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY));
    const { body, parsed } = c.req.method === 'POST' ? await requestBody(c) : {};
    if (body !== undefined) headers.set('content-type', 'application/json');
    const signIn =
      c.req.path === SIGN_IN_PATH && typeof parsed?.email === 'string'
        ? await beginSignIn(
            { db: deps.db, clock: deps.clock, secret: await authSecret, secureCookies },
            parsed.email,
            getCookie(c, KNOWN_DEVICE_COOKIE),
          )
        : null;
    const url = new URL(c.req.raw.url);
    if (c.req.path === '/api/auth/get-session') {
      // The cookie cache would still vouch for a signed-out session: ask the database then.
      const cached = await auth.api.getSession({ headers });
      if (cached && !(await sessions.isLive(cached.session.id))) {
        url.searchParams.set('disableCookieCache', 'true');
      }
    }
    // Which session a sign-out ends, to forget it here the moment it is gone.
    const ending = REVOKING_ENDPOINTS.has(c.req.path)
      ? await auth.api.getSession({ headers, query: { disableRefresh: true } })
      : null;
    const answer = await auth.handler(new Request(url, { method: c.req.method, headers, body }));
    const response = await translateAuthError(signIn ? await signIn.settle(answer) : answer);
    if (response.status >= 500) {
      // better-auth logged it; the client gets our format, without better-auth's details.
      activeLog(deps.log).error({ status: response.status }, 'auth: better-auth failed');
      return c.json(errorBody('internal_error', 'errors.generic'), 500);
    }
    // The database announces the deletion to every instance; this one forgets at once, so the
    // next request on it cannot race the announcement.
    if (ending && response.ok) sessions.forget(ending.session.id);
    return response;
  });
}
