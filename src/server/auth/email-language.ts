import type { Db } from '@server/db/client';
import { notificationSettings } from '@server/db/schema/notifications';
import { FALLBACK_LANGUAGE, isLanguage, languageOfHeader, type TLanguage } from '@shared/constants';
import { eq } from 'drizzle-orm';

/**
 * The language an email speaks to a person, the one rule of every email: the one they set in the
 * app (saved with their notification settings), else their browser's (the request that caused
 * the email: a sign-up has nothing saved yet), else Spanish.
 */
export function emailLanguage(
  saved: string | null | undefined,
  acceptLanguage: string | null | undefined,
): TLanguage {
  if (isLanguage(saved)) return saved;
  return languageOfHeader(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

/** `emailLanguage` for a user by id, reading the saved language. */
export async function emailLanguageOf(
  db: Db,
  userId: string,
  acceptLanguage: string | null | undefined,
): Promise<TLanguage> {
  const [row] = await db
    .select({ language: notificationSettings.language })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return emailLanguage(row?.language, acceptLanguage);
}
