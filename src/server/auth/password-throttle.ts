import { createHash } from 'node:crypto';
import type { Database } from '@server/db/client';
import type { Job } from '@server/jobs/job-scheduler';
import {
  claimPasswordAttempt,
  clearPasswordFailures,
  deleteStalePasswordThrottles,
  releasePasswordAttempt,
  type ThrottleRule,
} from './password-throttle.repository';

/**
 * One limit per account for every check of its password, whatever the address and whichever
 * door (sign-in, changing the email or the password, deleting the account): 5 wrong passwords at
 * full speed, then a wait that doubles with each one (1 s, 2 s, 4 s ... at most 15 minutes). A
 * stolen session cookie must not become a way to guess the password that takes the account.
 */
export const PASSWORD_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

/** The throttle's key: the lowercased email's SHA-256, so no address is stored in the clear. */
export const accountHash = (email: string) =>
  createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex');

export type PasswordCheckResult = 'right' | 'wrong' | 'unchecked';

export interface PasswordCheck {
  /** Say how it went: a wrong password stays counted, a right one clears the count. */
  settle(result: PasswordCheckResult): Promise<void>;
}

/**
 * Claims one password check for the account with this email. Resolves the seconds still to wait
 * when the account's wait is not over (nothing is checked then, not even the right password).
 * An `exempt` check (a browser the account signed in from before) is neither held back nor
 * counted; its right password still clears the count.
 */
export async function beginPasswordCheck(
  db: Database,
  email: string,
  now: Date,
  { exempt = false }: { exempt?: boolean } = {},
): Promise<PasswordCheck | { waitSeconds: number }> {
  const key = accountHash(email);
  if (exempt) {
    return {
      async settle(result) {
        if (result === 'right') await clearPasswordFailures(db, key);
      },
    };
  }
  const seconds = await claimPasswordAttempt(db, key, now, PASSWORD_THROTTLE);
  if (seconds !== null) return { waitSeconds: seconds };
  return {
    async settle(result) {
      if (result === 'right') await clearPasswordFailures(db, key);
      else if (result === 'unchecked') await releasePasswordAttempt(db, key);
    },
  };
}

/** Forgets accounts nobody tried for a day. */
export function passwordThrottlePurgeJob(db: Database): Job {
  return {
    name: 'sign-in-throttles.purge',
    everyMs: 60 * 60 * 1000,
    run: ({ now }) =>
      deleteStalePasswordThrottles(db, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
  };
}
