import type { Db } from '@server/db/client';
import { passkeys } from '@server/db/schema/auth';
import { asc, eq } from 'drizzle-orm';

export async function findPasskeyNamesOfUser(
  db: Db,
  userId: string,
): Promise<Array<{ name: string | null }>> {
  return db
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function deletePasskeysOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
