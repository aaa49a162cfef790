import type { Database } from '@server/db/client';
import { tooManyRequests } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import type { Job } from '@server/jobs/job-scheduler';
import { isKnownDevice, knownDeviceCookie } from './known-device';
import {
  claimSignInAttempt,
  clearSignInFailures,
  deleteStaleSignInThrottles,
  releaseSignInAttempt,
  type ThrottleRule,
} from './sign-in-throttle.repository';

/**
 * Per account, on top of better-auth's per-address limit (which a botnet, or a client behind a
 * proxy that forwards its header, walks around): 5 wrong passwords at full speed, then a wait
 * that doubles with each one (1 s, 2 s, 4 s ... at most 15 minutes) for everybody except a
 * browser that signed in to the account before, which the owner almost always has.
 */
export const SIGN_IN_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

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
 * Starts one sign-in step (the password, or the code of a two-step sign-in) for `email`; throws a 429 `auth.errors.tooManyAttempts` with `{ seconds }`
 * while the account's wait is not over (unless the browser is known to it).
 */
export async function beginSignIn(
  deps: { db: Database; clock: Clock; secret: string; secureCookies: boolean },
  email: string,
  deviceCookie: string | undefined,
): Promise<SignInAttempt> {
  const now = deps.clock.now();
  const account = email.toLowerCase();
  const known = isKnownDevice(deps.secret, account, deviceCookie, now);
  if (!known) {
    const seconds = await claimSignInAttempt(deps.db, account, now, SIGN_IN_THROTTLE);
    if (seconds !== null) throw tooManyRequests('auth.errors.tooManyAttempts', { seconds });
  }
  return {
    async settle(response) {
      // 401: a wrong password or code (or no such account), which stays counted.
      if (response.status === 401) return response;
      if (await asksForSecondStep(response)) {
        // The password was right, but the account is not in yet: the attempt no longer counts,
        // the earlier failures still do (or each right password would reset the code guesses).
        if (!known) await releaseSignInAttempt(deps.db, account);
        return response;
      }
      // 403 is an unconfirmed email: the password was right.
      if (response.ok || response.status === 403) {
        await clearSignInFailures(deps.db, account);
      } else if (!known) {
        await releaseSignInAttempt(deps.db, account);
      }
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

/** Forgets accounts nobody tried for a day. */
export function signInThrottlePurgeJob(db: Database): Job {
  return {
    name: 'sign-in-throttles.purge',
    everyMs: 60 * 60 * 1000,
    run: ({ now }) => deleteStaleSignInThrottles(db, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
  };
}
