import type { Database } from '@server/db/client';
import { passkeys } from '@server/db/schema/auth';
import { and, eq } from 'drizzle-orm';

export async function findPasskeysOfUser(db: Database, userId: string) {
  return db
    .select({
      id: passkeys.id,
      credentialID: passkeys.credentialID,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function updatePasskeyCounter(
  db: Database,
  userId: string,
  id: string,
  counter: number,
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}
