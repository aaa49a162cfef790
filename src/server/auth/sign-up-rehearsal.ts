import { randomUUID } from 'node:crypto';
import type { Database, Db } from '@server/db/client';
import { accounts, users } from '@server/db/schema/auth';

class Rehearsed extends Error {}

/**
 * What a sign-up for an address that already has an account does, once better-auth has hashed the
 * password as for a new one: the new account's writes (user, profile, credential), in a
 * transaction that is then rolled back. Without them a taken address answered a few database
 * round trips sooner, and the clock told who has an account (docs/AUTH.md).
 */
export async function rehearseSignUp(
  db: Database,
  createProfile: (db: Db, user: { id: string; name: string }) => Promise<void>,
  name: string,
): Promise<void> {
  const id = randomUUID();
  await db
    .transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        name,
        email: `${id}@rehearsal.invalid`,
        emailVerified: false,
      });
      await createProfile(tx, { id, name });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: `${'0'.repeat(32)}:${'0'.repeat(128)}`,
      });
      throw new Rehearsed();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rehearsed)) throw error;
    });
}
