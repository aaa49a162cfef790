import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { Auth } from './auth';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import {
  deleteOtherSessionsOf,
  deleteSessionsOfUserBut,
  findSessionOfToken,
} from './reset-link.repository';
import type { SessionGuard } from './session-guard';

/** Where a browser without a session lands after confirming a new address: the sign-in screen. */
export const EMAIL_CONFIRMED_PATH = '/auth?emailChanged=1';
/** How long the session that asked for a change is remembered: the link's own life. */
const REQUESTER_TTL_MS = 60 * 60 * 1000;
const requesterIdentifier = (userId: string) => `email-change-requester:${userId}`;

/** The session token in a better-auth session cookie better-auth sets (`<token>.<signature>`). */
function sessionTokenSetBy(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie);
    const token = match?.[1] ? decodeURIComponent(match[1]).split('.')[0] : '';
    if (token) return token;
  }
  return null;
}

/** The claims of a verify-email link's token, or null (not ours to read: better-auth checks it). */
function linkClaims(url: URL): { updateTo?: unknown; requestType?: unknown } | null {
  const payload = url.searchParams.get('token')?.split('.')[1] ?? '';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request is the link that changes an address (its token names the new one). Not the
 * first step of better-auth's two-step flow, which only mails the new address its own link.
 */
export function isEmailChangeLink(request: { method: string; path: string; url: URL }): boolean {
  if (request.method !== 'GET' || request.path !== '/api/auth/verify-email') return false;
  const claims = linkClaims(request.url);
  return Boolean(claims?.updateTo) && claims?.requestType !== 'change-email-confirmation';
}

/**
 * After a change of address was asked for with a mailer: which session asked, so the link keeps
 * it signed in wherever the link is opened (better-auth's own verification store, hashed).
 */
export async function rememberEmailChangeRequester(
  auth: Auth,
  requester: { userId: string; sessionId: string },
  now: Date,
): Promise<void> {
  const context = await auth.$context;
  const identifier = requesterIdentifier(requester.userId);
  await context.internalAdapter.deleteVerificationByIdentifier(identifier);
  await context.internalAdapter.createVerificationValue({
    identifier,
    value: requester.sessionId,
    expiresAt: new Date(now.getTime() + REQUESTER_TTL_MS),
  });
}

/** A Set-Cookie that creates a session, or marks a device the account signed in from. */
const isSignInCookie = (cookie: string) =>
  /^(?:__Secure-)?better-auth\.session_(?:token|data)=/.test(cookie) ||
  cookie.startsWith(`${KNOWN_DEVICE_COOKIE}=`);

/**
 * The answer to an email change's link. The link confirms the address and signs nobody in:
 * better-auth opens a session for a browser that had none (any browser with the link, past the
 * second step), so that session is deleted and its cookies dropped, and the browser is sent to
 * the sign-in screen with the address confirmed. What stays signed in is the session that asked
 * for the change and the link's browser's own; every other session of the account ends, as with
 * a new password (a stolen cookie included). The database announces the deletions to every
 * instance; this one forgets them at once.
 */
export async function settleEmailChangeLink(
  { auth, db, sessions }: { auth: Auth; db: Database; sessions: SessionGuard },
  signedIn: { sessionId: string; userId: string } | null,
  response: Response,
): Promise<Response> {
  const token = sessionTokenSetBy(response);
  if (response.status >= 400 || !token) return response;
  const session = await findSessionOfToken(db, token);
  if (!session) return response;
  // Only the account's own session is the link's browser's (better-auth refuses anyone else's).
  const opener = signedIn?.userId === session.userId ? signedIn : null;
  const context = await auth.$context;
  const requester = await context.internalAdapter.findVerificationValue(
    requesterIdentifier(session.userId),
  );
  const kept = [opener?.sessionId, requester?.value].filter((id): id is string => Boolean(id));
  for (const sessionId of await deleteSessionsOfUserBut(db, session.userId, kept)) {
    sessions.forget(sessionId);
  }
  if (opener) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of response.headers.getSetCookie()) {
    if (!isSignInCookie(cookie)) headers.append('set-cookie', cookie);
  }
  headers.set('location', EMAIL_CONFIRMED_PATH);
  return new Response(null, { status: 302, headers });
}

/**
 * A change made at once (no mailer, so nothing to confirm): every other session of the account
 * ends; the one the change was made in, which better-auth just set again, stays.
 */
export async function endOtherSessionsAfterEmailChange(
  { db, config, sessions }: { db: Database; config: TConfig; sessions: SessionGuard },
  request: { path: string },
  response: Response,
): Promise<void> {
  if (request.path !== '/api/auth/change-email' || config.smtp || response.status !== 200) return;
  const kept = sessionTokenSetBy(response);
  if (!kept) return;
  for (const sessionId of await deleteOtherSessionsOf(db, kept)) sessions.forget(sessionId);
}
