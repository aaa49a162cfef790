import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from './columns';

/**
 * A person's private calendar feed. Only the SHA-256 of the token is kept: the URL is shown once,
 * and a leaked database does not open anyone's calendar. Regenerating replaces the hash (the old
 * URL is a 404 at once); revoking deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: userRef('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The feed's labels ("Aniversario"...) are in the language of the person who made it. */
  language: text('language').notNull().default('es'),
  createdAt: createdAt(),
});
