import type { Database } from '@server/db/client';
import { tooManyRequests } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import { isKnownDevice, knownDeviceCookie } from './known-device';
import { beginPasswordCheck } from './password-throttle';

/** Whether better-auth answered a right password with "now the code" (two-step sign-in). */
async function asksForSecondStep(response: Response): Promise<boolean> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
    return false;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: unknown } | null;
  return body?.twoFactorRedirect === true;
}

export interface SignInAttempt {
  /** Call with better-auth's answer: counts the failure or clears the count. */
  settle(response: Response): Promise<Response>;
}

/**
 * Starts one sign-in step (the password, or the code of a two-step sign-in) for `email` under the account's password limit (`password-throttle.ts`), on
 * top of better-auth's per-address limit (which a botnet, or a client behind a proxy that
 * forwards its header, walks around). A browser that signed in to the account before, which the
 * owner almost always has, is neither counted nor held back. Throws a 429
 * `auth.errors.tooManyAttempts` with `{ seconds }` while the account's wait is not over.
 */
export async function beginSignIn(
  deps: { db: Database; clock: Clock; secret: string; secureCookies: boolean },
  email: string,
  deviceCookie: string | undefined,
): Promise<SignInAttempt> {
  const now = deps.clock.now();
  const account = email.toLowerCase();
  const known = isKnownDevice(deps.secret, account, deviceCookie, now);
  const check = await beginPasswordCheck(deps.db, account, now, { exempt: known });
  if ('waitSeconds' in check) {
    throw tooManyRequests('auth.errors.tooManyAttempts', { seconds: check.waitSeconds });
  }
  return {
    async settle(response) {
      // 401: a wrong password or code (or no such account), which stays counted.
      if (response.status === 401) {
        await check.settle('wrong');
        return response;
      }
      if (await asksForSecondStep(response)) {
        // The password was right, but the account is not in yet: the attempt no longer counts,
        // the earlier failures still do (or each right password would reset the code guesses).
        await check.settle('unchecked');
        return response;
      }
      // 403 is an unconfirmed email: the password was right.
      await check.settle(response.ok || response.status === 403 ? 'right' : 'unchecked');
      if (!response.ok) return response;
      const headers = new Headers(response.headers);
      headers.append(
        'set-cookie',
        knownDeviceCookie(deps.secret, account, now, deps.secureCookies),
      );
      return new Response(response.body, { status: response.status, headers });
    },
  };
}
