import { verifyPassword } from '@server/auth/password';
import { withTransaction } from '@server/db/transaction';
import { endCoupleWithin } from '@server/features/couples/couples.service';
import type { AppDependencies } from '@server/http/context';
import { badRequest, unauthorized } from '@server/http/errors';
import { activeLog } from '@server/logger';
import { removeImagesAfterCommit } from '@server/storage/upload-flow';
import type { TDeleteAccount } from '@shared/schemas/account-deletion';
import { deleteUser, findAvatarPath, findPasswordHash } from './account-deletion.repository';

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
  const hash = await findPasswordHash(deps.db, userId);
  if (!hash || !(await verifyPassword({ hash, password }))) {
    throw badRequest('ending.wrongPassword');
  }
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
