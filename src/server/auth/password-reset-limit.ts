import { createHash } from 'node:crypto';
import type { Database } from '@server/db/client';
import { tooManyRequests } from '@server/http/errors';
import { sql } from 'drizzle-orm';
import { recordResetRequestUnderLimit } from './password-reset-requests.repository';

/** Per email, whether or not it has an account: a mailbox is not flooded, and nothing leaks. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUEST_WINDOW_MINUTES = 60;

const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * Counts a password reset request for `email`, or refuses it with a 429 past the limit. Counted in
 * the database (every instance agrees); the advisory lock makes two requests of one email at the
 * same instant queue instead of both slipping under the limit.
 */
export async function countResetRequest(db: Database, email: string, now: Date): Promise<void> {
  const hash = emailHash(email);
  const isAllowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${hash}`}))`);
    return recordResetRequestUnderLimit(tx, hash, {
      max: RESET_REQUESTS_PER_EMAIL,
      minutes: RESET_REQUEST_WINDOW_MINUTES,
      now,
    });
  });
  if (!isAllowed) throw tooManyRequests('errors.tooManyRequests');
}
