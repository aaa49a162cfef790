import type { Database } from '@server/db/client';
import { tooManyRequests } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import type { Auth } from './auth';
import { WRONG_PASSKEY_CODE } from './passkey-registration';
import { beginPasswordCheck, type PasswordCheckResult } from './password-throttle';

/**
 * The better-auth endpoints that check the signed-in person's current password: a new one that
 * asks for it belongs here too, or it becomes a door for guessing around the limit.
 */
export const PASSWORD_CHECKING_PATHS = new Set([
  '/api/auth/change-email',
  '/api/auth/change-password',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/generate-backup-codes',
  '/api/auth/passkey/verify-registration',
]);

/** Refusals that count as a wrong guess: the password, or the code asked with it. */
const WRONG_GUESS_CODES = new Set(['INVALID_PASSWORD', WRONG_PASSKEY_CODE]);

export interface AccountPasswordCheck {
  /** Call with better-auth's answer: a wrong password stays counted, a right one clears. */
  settle(response: Response): Promise<Response>;
}

async function resultOf(response: Response): Promise<PasswordCheckResult> {
  if (response.ok) return 'right';
  if (response.status !== 400) return 'unchecked';
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' && WRONG_GUESS_CODES.has(body.code) ? 'wrong' : 'unchecked';
}

/**
 * Puts a change of email or password, of the two-step sign-in or a new passkey, under the account's one password limit, the sign-in's
 * (`password-throttle.ts`): with a stolen session cookie, guesses here count the same as there.
 * Null without a session (better-auth answers 401). Throws the 429 while the account must wait.
 */
export async function beginAccountPasswordCheck(
  { auth, db, clock }: { auth: Auth; db: Database; clock: Clock },
  headers: Headers,
): Promise<AccountPasswordCheck | null> {
  const caller = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!caller) return null;
  const check = await beginPasswordCheck(db, caller.user.email, clock.now());
  if ('waitSeconds' in check) {
    throw tooManyRequests('auth.errors.tooManyAttempts', { seconds: check.waitSeconds });
  }
  return {
    async settle(response) {
      await check.settle(await resultOf(response));
      return response;
    },
  };
}
