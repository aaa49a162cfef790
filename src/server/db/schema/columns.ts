import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Column builders that many tables repeat, defined once so every table spells them the same way
// (and the generated SQL stays identical). The couple foreign key, `coupleId()`, lives beside the
// `couples` table in couples.ts: here it would make an import cycle with that file.

/** A reference to a user that goes away with the user's account. Nullable unless the caller says. */
export function userRef(name: string) {
  return text(name).references(() => users.id, { onDelete: 'cascade' });
}

/**
 * A reference to a user that outlives the user's account: it becomes null when the account is
 * deleted, so what they wrote stays in their ended couple's archive for its retention window
 * (docs/COUPLES.md, "Deleting an account") without naming anyone.
 */
export function userRefKeptOnDelete(name: string) {
  return text(name).references(() => users.id, { onDelete: 'set null' });
}

/** Who wrote a row of couple content; null once that person deleted their account. */
export function createdBy() {
  return userRefKeptOnDelete('created_by');
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}
