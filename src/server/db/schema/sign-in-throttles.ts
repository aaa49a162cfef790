import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account, counted across instances (`auth/sign-in-throttle.ts`). Keyed by
 * the email as typed (lowercased), not the user id, so an address without an account is
 * throttled exactly like one with: the answer tells a stranger nothing.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});
