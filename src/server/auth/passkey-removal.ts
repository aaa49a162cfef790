import type { Db } from '@server/db/client';
import type { Auth } from './auth';
import { findPasskeyNamesOfUser } from './passkeys.repository';
import { resetTokenIdentifier } from './reset-link';
import { findUserIdOfResetToken } from './reset-link.repository';

const RESET_PATH = '/api/auth/reset-password';
const CHANGE_PATH = '/api/auth/change-password';

/** Ours, not better-auth's: the passkeys a reset link's form offers to remove. */
export const RESET_LINK_PASSKEYS_PATH = '/api/auth/reset-password/passkeys';

/** The passkeys' names of the account a valid, unexpired reset link is for; null for any other. */
export async function findResetLinkPasskeys(
  db: Db,
  token: string,
  now: Date,
): Promise<Array<{ name: string | null }> | null> {
  if (token === '') return null;
  const userId = await findUserIdOfResetToken(db, resetTokenIdentifier(token), now);
  return userId ? findPasskeyNamesOfUser(db, userId) : null;
}

/**
 * The account whose passkeys a password change or reset removes once it has succeeded: the
 * caller's, or the reset link's (read before better-auth uses the link up). Null when the
 * request did not ask for it.
 */
export async function passkeyOwnerToClear(
  { auth, db }: { auth: Auth; db: Db },
  request: { path: string; headers: Headers; body: Record<string, unknown> | undefined; now: Date },
): Promise<string | null> {
  const { path, headers, body, now } = request;
  if (body?.removePasskeys !== true) return null;
  if (path === RESET_PATH) {
    return findUserIdOfResetToken(db, resetTokenIdentifier(String(body.token)), now);
  }
  if (path !== CHANGE_PATH) return null;
  const caller = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  return caller?.user.id ?? null;
}
