import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords per account, counted across instances and shared by every place that checks a
 * password: sign-in, changing the email or the password, deleting the account
 * (`auth/password-throttle.ts`). Keyed by the SHA-256 of the lowercased email: an address without
 * an account is throttled exactly like one with (the answer tells a stranger nothing), and no
 * address is kept in plain text, not even a deleted account's.
 */
export const passwordThrottles = pgTable('password_throttles', {
  accountHash: text('account_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});
