import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { findUserIdByEmail, insertVerification } from './reset-link.repository';

/** A reset link works once, for one hour. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** The web app's new-password form; the token travels in the query, never to a third party. */
export const resetPasswordUrl = (baseUrl: string, token: string) =>
  new URL(`/reset-password?token=${encodeURIComponent(token)}`, baseUrl).href;

/**
 * What better-auth stores for a reset token with `verification.storeIdentifier: 'hashed'`: the
 * SHA-256 (base64url, unpadded) of `reset-password:<token>`. A copy of the database then holds
 * no usable link. Written here too so the operator's script makes links better-auth accepts
 * (its test proves the two agree).
 */
export const resetTokenIdentifier = (token: string) =>
  createHash('sha256').update(`reset-password:${token}`).digest('base64url');

/**
 * Makes a one-time reset link for the account with this email, as better-auth's own request
 * would, for the operator of a server that sends no email. Null when no account has it.
 */
export async function createResetLink(
  db: Db,
  { email, baseUrl, now }: { email: string; baseUrl: string; now: Date },
): Promise<string | null> {
  const userId = await findUserIdByEmail(db, email.trim().toLowerCase());
  if (!userId) return null;
  const token = randomBytes(24).toString('base64url');
  await insertVerification(db, {
    identifier: resetTokenIdentifier(token),
    value: userId,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_SECONDS * 1000),
  });
  return resetPasswordUrl(baseUrl, token);
}
