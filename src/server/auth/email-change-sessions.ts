import type { TConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { deleteOtherSessionsOf } from './reset-link.repository';
import type { SessionGuard } from './session-guard';

/** The session token in a better-auth session cookie better-auth sets (`<token>.<signature>`). */
function sessionTokenSetBy(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie);
    const token = match?.[1] ? decodeURIComponent(match[1]).split('.')[0] : '';
    if (token) return token;
  }
  return null;
}

/** Whether a verify-email link is an email change's (its JWT names the new address). */
function isEmailChangeLink(url: URL): boolean {
  const payload = url.searchParams.get('token')?.split('.')[1] ?? '';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null && 'updateTo' in claims;
  } catch {
    return false;
  }
}

/**
 * A new email, like a new password, ends every other session of the account: whoever else was
 * signed in (a stolen cookie included) must sign in again, with the new address. The session the
 * change was made in (or the link opened in), the one better-auth just set, stays. Runs after a
 * change without a mailer (at once) and after a change's confirmation link; the database
 * announces the deletions to every instance and this one forgets them at once.
 */
export async function endOtherSessionsAfterEmailChange(
  { db, config, sessions }: { db: Database; config: TConfig; sessions: SessionGuard },
  request: { path: string; url: URL },
  response: Response,
): Promise<void> {
  const isChangedAtOnce =
    request.path === '/api/auth/change-email' && !config.smtp && response.status === 200;
  const isConfirmedByLink =
    request.path === '/api/auth/verify-email' &&
    response.status < 400 &&
    isEmailChangeLink(request.url);
  if (!isChangedAtOnce && !isConfirmedByLink) return;
  const kept = sessionTokenSetBy(response);
  if (!kept) return;
  for (const sessionId of await deleteOtherSessionsOf(db, kept)) sessions.forget(sessionId);
}
