import { verifyPassword } from '@server/auth/password';
import { withTransaction } from '@server/db/transaction';
import { endCoupleWithin } from '@server/features/couples/couples.service';
import type { AppDependencies } from '@server/http/context';
import { badRequest, tooManyRequests, unauthorized } from '@server/http/errors';
import { activeLog } from '@server/logger';
import { removeImagesAfterCommit } from '@server/storage/upload-flow';
import type { TDeleteAccount } from '@shared/schemas/account-deletion';
import { deleteUser, findAvatarPath, findPasswordHash } from './account-deletion.repository';
import {
  countRecentPasswordFailures,
  insertPasswordFailure,
  lockPasswordChecks,
} from './password-check-failures.repository';

/** Wrong passwords allowed per user in the window: enough for typos, useless for guessing. */
export const PASSWORD_FAILURES_MAX = 5;
export const PASSWORD_WINDOW_MINUTES = 15;

type CheckOutcome = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'limited'; minutes: number };

/**
 * Checks the password typed again, counting wrong ones per user across instances (a session left
 * open on a borrowed phone must not become a way to guess it). The outcome is returned, not
 * thrown, so that a wrong password's row is committed.
 */
async function checkPassword(deps: Deps, userId: string, password: string): Promise<void> {
  const outcome = await withTransaction(deps.pool, async ({ db }): Promise<CheckOutcome> => {
    await lockPasswordChecks(db, userId);
    const { failures, secondsLeft } = await countRecentPasswordFailures(
      db,
      userId,
      PASSWORD_WINDOW_MINUTES,
    );
    if (failures >= PASSWORD_FAILURES_MAX) {
      return { kind: 'limited', minutes: Math.max(1, Math.ceil((secondsLeft ?? 0) / 60)) };
    }
    const hash = await findPasswordHash(db, userId);
    if (hash && (await verifyPassword({ hash, password }))) return { kind: 'ok' };
    await insertPasswordFailure(db, userId, PASSWORD_WINDOW_MINUTES);
    return { kind: 'wrong' };
  });
  if (outcome.kind === 'limited') {
    throw tooManyRequests('ending.tooManyAttempts', { minutes: outcome.minutes });
  }
  if (outcome.kind === 'wrong') throw badRequest('ending.wrongPassword');
}

type Deps = Pick<AppDependencies, 'db' | 'pool' | 'bus' | 'clock' | 'blobs' | 'log'>;

/**
 * Deletes the caller's account (`POST /api/account-deletion`), once the password is typed again.
 * In one transaction: their couple ends first, exactly as if they had ended it (the partner keeps
 * the archive for the retention window, what the person wrote included, unsigned), then the user
 * row goes with everything that is only theirs. The avatar's files are removed after the commit.
 * The email is free again: signing up with it makes a new person.
 */
export async function deleteAccount(
  deps: Deps,
  userId: string,
  { password }: TDeleteAccount,
): Promise<void> {
  await checkPassword(deps, userId, password);
  const avatar = await withTransaction(deps.pool, async (scope) => {
    await endCoupleWithin(deps, scope, userId);
    const path = await findAvatarPath(scope.db, userId);
    // Deleted meanwhile (a second tab): nothing left to do, and its session is gone too.
    if (!(await deleteUser(scope.db, userId))) throw unauthorized();
    return path;
  });
  activeLog(deps.log).info({ userId }, 'account deleted');
  // Only files under the user's own folder: the path comes from the database, never a client.
  if (avatar?.startsWith(`${userId}/`)) {
    await removeImagesAfterCommit(deps, [{ bucket: 'avatars', path: avatar }]);
  }
}
