import { getConnInfo } from '@hono/node-server/conninfo';
import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { AppError, errorBody, notFound } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import { activeLog, type Logger } from '@server/logger';
import {
  type TEmailChangeRequested,
  type TPasswordResetMode,
  type TPasswordResetRequested,
  type TResetLinkPasskeys,
  ZChangeEmailSchema,
  ZChangePasswordSchema,
  ZRequestPasswordResetSchema,
  ZResetPasswordSchema,
} from '@shared/schemas/account';
import { ZSignInSchema, ZSignUpSchema } from '@shared/schemas/auth';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { beginAccountPasswordCheck, PASSWORD_CHECKING_PATHS } from './account-password-check';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { translateAuthError } from './auth-errors';
import { checkAuthBody, checkAuthQuery, readAuthBody } from './auth-input';
import {
  endOtherSessionsAfterEmailChange,
  isEmailChangeLink,
  rememberEmailChangeRequester,
  settleEmailChangeLink,
} from './email-change-sessions';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { withKnownDeviceProof } from './known-device-proof';
import {
  findResetLinkPasskeys,
  passkeyOwnerToClear,
  RESET_LINK_PASSKEYS_PATH,
} from './passkey-removal';
import { deletePasskeysOfUser } from './passkeys.repository';
import { countResetRequest } from './password-reset-limit';
import { findPendingSecondStepEmail } from './pending-second-step';
import { resetTokenIdentifier } from './reset-link';
import { findSessionIdsForResetToken, findSessionIdsOfUser } from './reset-link.repository';
import {
  SECOND_FACTOR_BODIES,
  SECOND_FACTOR_ENDPOINTS,
  SECOND_STEP_PATHS,
} from './second-factor-endpoints';
import type { SessionGuard } from './session-guard';
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
 * other one better-auth ships (session listing and revocation, account deletion, ...) is a 404:
 * an endpoint nobody uses is only attack surface. Password reset links lead to the web app's
 * form (`/reset-password?token=`), so better-auth's redirecting GET is not needed either.
 */
const ALLOWED_ENDPOINTS = new Set([
  'GET /api/auth/get-session',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/verify-email',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'POST /api/auth/change-email',
  ...SECOND_FACTOR_ENDPOINTS,
]);

const SIGN_IN_PATH = '/api/auth/sign-in/email';
/** Ours, not better-auth's: whether this server sends reset links by email. */
const PASSWORD_RESET_MODE_PATH = '/api/auth/password-reset-mode';

// Our shared schemas run before better-auth so the server gives the same, translated messages
// as the form. The parsed (trimmed) values are what better-auth receives.
const VALIDATED_ENDPOINTS: Record<string, z.ZodMiniType<Record<string, unknown>>> = {
  '/api/auth/sign-in/email': ZSignInSchema,
  '/api/auth/sign-up/email': z.pipe(
    ZSignUpSchema,
    z.transform(({ fullName, ...rest }) => ({ ...rest, name: fullName })),
  ),
  '/api/auth/request-password-reset': ZRequestPasswordResetSchema,
  '/api/auth/reset-password': ZResetPasswordSchema,
  '/api/auth/change-password': z.pipe(
    ZChangePasswordSchema,
    z.transform((input) => ({ ...input, revokeOtherSessions: true })),
  ),
  ...SECOND_FACTOR_BODIES,
  '/api/auth/change-email': z.pipe(
    ZChangeEmailSchema,
    // The confirmation link (with a mailer) brings the person back to their profile.
    z.transform((input) => ({ ...input, callbackURL: '/profile' })),
  ),
};

/** The request's validated body, as JSON for better-auth; undefined without one. */
interface AuthRequestBody {
  json: string | undefined;
  parsed: Record<string, unknown> | undefined;
}

/** better-auth's answer with our own body, keeping its headers (a renewed cookie). */
function withBody(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function requestBody(c: Parameters<typeof readAuthBody>[0]): Promise<AuthRequestBody> {
  const input = await readAuthBody(c);
  const schema = VALIDATED_ENDPOINTS[c.req.path];
  // The schemas first: they refuse a NUL in a name or an email with that field's own message.
  const parsed = schema?.parse(input);
  checkAuthBody(input);
  if (!parsed) return { json: input === undefined ? undefined : JSON.stringify(input), parsed };
  const { callbackURL, rememberMe } = (input ?? {}) as Record<string, unknown>;
  return { json: JSON.stringify({ callbackURL, rememberMe, ...parsed }), parsed };
}

/** What the auth routes use of the app's dependencies. */
interface AuthRoutesDependencies {
  auth: Auth;
  config: TConfig;
  db: Database;
  sessions: SessionGuard;
  clock: Clock;
  log: Logger;
}

/**
 * The sessions a request ends if it succeeds: the caller's on sign-out; every one of the account
 * on a password change (the caller gets a new one) or a reset. The database announces their
 * deletion to every instance; this one forgets them at once, so the next request on it cannot
 * race the announcement.
 */
async function sessionsEndedBy(
  { auth, db }: AuthRoutesDependencies,
  path: string,
  headers: Headers,
  body: Record<string, unknown> | undefined,
): Promise<string[]> {
  if (path === '/api/auth/reset-password') {
    return findSessionIdsForResetToken(db, resetTokenIdentifier(String(body?.token)));
  }
  if (path !== '/api/auth/sign-out' && path !== '/api/auth/change-password') return [];
  const caller = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!caller) return [];
  if (path === '/api/auth/sign-out') return [caller.session.id];
  return findSessionIdsOfUser(db, caller.user.id);
}

/** The request's session, if it is one the database still has; null otherwise. */
async function liveSessionOf(
  { auth, sessions }: AuthRoutesDependencies,
  headers: Headers,
): Promise<{ sessionId: string; userId: string } | null> {
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!found || !(await sessions.isLive(found.session.id))) return null;
  return { sessionId: found.session.id, userId: found.user.id };
}

export function authRoutes(deps: AuthRoutesDependencies) {
  const { auth, config, sessions } = deps;
  // better-auth's own secret (resolved at start), so the known-device proof needs no other.
  const authSecret = auth.$context.then((context) => context.secret);
  const secureCookies = (config.PUBLIC_URL ?? '').startsWith('https://');
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    if (c.req.method === 'GET' && c.req.path === PASSWORD_RESET_MODE_PATH) {
      // Asked before the "forgot password" panel says anything: it must promise an email
      // only where one is sent.
      return c.json({ emailSent: Boolean(config.smtp) } satisfies TPasswordResetMode);
    }
    if (c.req.method === 'GET' && c.req.path === RESET_LINK_PASSKEYS_PATH) {
      // The link already lets its holder set the password: the names tell them nothing more.
      const found = await findResetLinkPasskeys(
        deps.db,
        c.req.query('token') ?? '',
        deps.clock.now(),
      );
      // better-auth's code for a bad link, as the reset's own answer: the page shows it in place.
      if (!found) throw new AppError(400, 'INVALID_TOKEN', 'passwordReset.invalidLink');
      return c.json({ passkeys: found } satisfies TResetLinkPasskeys);
    }
    if (!ALLOWED_ENDPOINTS.has(`${c.req.method} ${c.req.path}`)) throw notFound();
    checkAuthQuery(c);
    const headers = new Headers(c.req.raw.headers);
    // The rate limiter keys on this header; a client-sent value is always replaced.
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY));
    const { json: body, parsed } =
      c.req.method === 'POST' ? await requestBody(c) : { json: undefined, parsed: undefined };
    if (body !== undefined) headers.set('content-type', 'application/json');
    const isResetRequest = c.req.path === '/api/auth/request-password-reset';
    if (isResetRequest) {
      // Without email the operator makes the link; the same answer whatever the email.
      if (!config.smtp)
        return c.json({ status: true, emailSent: false } satisfies TPasswordResetRequested);
      await countResetRequest(deps.db, String(parsed?.email), deps.clock.now());
    }
    const signInEmail =
      c.req.path === SIGN_IN_PATH && typeof parsed?.email === 'string'
        ? parsed.email
        : SECOND_STEP_PATHS.has(c.req.path)
          ? await findPendingSecondStepEmail(auth, c.req.header('cookie'), deps.clock.now())
          : null;
    const signIn = signInEmail
      ? await beginSignIn(
          { db: deps.db, clock: deps.clock, secret: await authSecret, secureCookies },
          signInEmail,
          getCookie(c, KNOWN_DEVICE_COOKIE),
        )
      : null;
    const passwordCheck = PASSWORD_CHECKING_PATHS.has(c.req.path)
      ? await beginAccountPasswordCheck(deps, headers)
      : null;
    const url = new URL(c.req.raw.url);
    if (c.req.path === '/api/auth/get-session') {
      // The cookie cache would still vouch for a signed-out session: ask the database then.
      const cached = await auth.api.getSession({ headers });
      if (cached && !(await sessions.isLive(cached.session.id))) {
        url.searchParams.set('disableCookieCache', 'true');
      }
    }
    const ending = await sessionsEndedBy(deps, c.req.path, headers, parsed);
    const clearingPasskeysOf = await passkeyOwnerToClear(deps, {
      path: c.req.path,
      headers,
      body: parsed,
      now: deps.clock.now(),
    });
    // Who asks (a change of address) or opens the link (its confirmation), before better-auth
    // answers: its answer to a link may sign in a browser that had no session.
    const isChangeLink = isEmailChangeLink({ method: c.req.method, path: c.req.path, url });
    const caller =
      isChangeLink || c.req.path === '/api/auth/change-email'
        ? await liveSessionOf(deps, headers)
        : null;
    const answer = await auth.handler(new Request(url, { method: c.req.method, headers, body }));
    const settled = signIn ? signIn.settle(answer) : passwordCheck?.settle(answer);
    const response = await withKnownDeviceProof(
      { db: deps.db, secret: await authSecret, secureCookies, now: deps.clock.now() },
      await translateAuthError((await settled) ?? answer),
    );
    if (response.status >= 500) {
      // better-auth logged it; the client gets our format, without better-auth's details.
      activeLog(deps.log).error({ status: response.status }, 'auth: better-auth failed');
      return c.json(errorBody('internal_error', 'errors.generic'), 500);
    }
    if (response.ok) for (const sessionId of ending) sessions.forget(sessionId);
    // A password that may be known to someone: the passkeys go with it, when asked.
    if (response.ok && clearingPasskeysOf) await deletePasskeysOfUser(deps.db, clearingPasskeysOf);
    await endOtherSessionsAfterEmailChange(deps, { path: c.req.path }, response);
    if (isChangeLink) return settleEmailChangeLink(deps, caller, response);
    if (isResetRequest && response.ok) {
      return withBody(response, {
        status: true,
        emailSent: true,
      } satisfies TPasswordResetRequested);
    }
    if (c.req.path === '/api/auth/change-email' && response.ok) {
      if (config.smtp && caller) await rememberEmailChangeRequester(auth, caller, deps.clock.now());
      const answer: TEmailChangeRequested = {
        status: true,
        confirmationSent: Boolean(config.smtp),
      };
      return withBody(response, answer);
    }
    return response;
  });
}
