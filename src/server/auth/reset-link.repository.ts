import type { Db } from '@server/db/client';
import { users, verifications } from '@server/db/schema/auth';
import { eq } from 'drizzle-orm';

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function insertVerification(
  db: Db,
  row: { identifier: string; value: string; expiresAt: Date },
): Promise<void> {
  await db.insert(verifications).values({ id: crypto.randomUUID(), ...row });
}
