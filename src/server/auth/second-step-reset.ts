import type { Db } from '@server/db/client';
import { twoFactors, users } from '@server/db/schema/auth';
import { eq, sql } from 'drizzle-orm';

/** Whether the account with this email asks for a code after its password. */
export async function hasSecondStep(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ isOn: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.isOn ?? false;
}

/**
 * Turns the two-step sign-in off for the account (its authenticator secret and backup codes
 * go), for an owner who lost the phone and the codes. Only by the operator's explicit flag.
 */
export async function removeSecondStep(db: Db, email: string): Promise<void> {
  // The flag first: better-auth asks for a code only while it is on, so a stop between the two
  // statements leaves an account that signs in (a flag without its row would lock it out).
  const address = email.trim().toLowerCase();
  await db
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: sql`now()` })
    .where(eq(users.email, address));
  const owner = sql`(select id from users where email = ${address})`;
  await db.delete(twoFactors).where(eq(twoFactors.userId, owner));
}
