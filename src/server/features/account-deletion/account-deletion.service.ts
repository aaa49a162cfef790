import { verifyPassword } from '@server/auth/password';
import { beginPasswordCheck } from '@server/auth/password-throttle';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import {
  endCoupleWithin,
  findEndedCoupleAvatarPaths,
} from '@server/features/couples/couples.service';
import { deleteUnopenedLettersOf } from '@server/features/letters/letters.service';
import { badRequest, tooManyRequests, unauthorized } from '@server/http/errors';
import { activeLog } from '@server/logger';
import { removeImagesAfterCommit } from '@server/storage/upload-flow';
import type { TDeleteAccount } from '@shared/schemas/account-deletion';
import {
  deleteUser,
  findAvatarPath,
  findEmailAndPasswordHash,
} from './account-deletion.repository';

/**
 * Checks the password typed again under the account's one password limit, the sign-in's
 * (`auth/password-throttle.ts`): a session left open on a borrowed phone must not become a way
 * to guess it, here or at any other door.
 */
async function checkPassword(deps: Deps, userId: string, password: string): Promise<void> {
  const account = await findEmailAndPasswordHash(deps.db, userId);
  if (!account) throw unauthorized();
  const check = await beginPasswordCheck(deps.db, account.email, deps.clock.now());
  if ('waitSeconds' in check) {
    throw tooManyRequests('ending.tooManyAttempts', {
      minutes: Math.max(1, Math.ceil(check.waitSeconds / 60)),
    });
  }
  const isRight = account.hash !== null && (await verifyPassword({ hash: account.hash, password }));
  await check.settle(isRight ? 'right' : 'wrong');
  if (!isRight) throw badRequest('ending.wrongPassword');
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
  const { avatars, letterFiles } = await withTransaction(deps.pool, async (scope) => {
    await endCoupleWithin(deps, scope, userId);
    // Their avatar, and its copies kept for ended couples' archives (the rows go by cascade).
    const paths = [
      await findAvatarPath(scope.db, userId),
      ...(await findEndedCoupleAvatarPaths(scope, userId)),
    ];
    // The letters they sealed that nobody opened: no one could ever read them now.
    const sealed = await deleteUnopenedLettersOf(scope, userId);
    // Deleted meanwhile (a second tab): nothing left to do, and its session is gone too.
    if (!(await deleteUser(scope.db, userId))) throw unauthorized();
    return { avatars: paths, letterFiles: sealed };
  });
  activeLog(deps.log).info({ userId }, 'account deleted');
  await removeImagesAfterCommit(deps, letterFiles);
  // Only files under the user's own folder: the paths come from the database, never a client.
  const own = avatars.filter((path): path is string => Boolean(path?.startsWith(`${userId}/`)));
  if (own.length > 0) {
    await removeImagesAfterCommit(
      deps,
      own.map((path) => ({ bucket: 'avatars' as const, path })),
    );
  }
}
