import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Column builders that many tables repeat, defined once so every table spells them the same way
// (and the generated SQL stays identical). The couple foreign key, `coupleId()`, lives beside the
// `couples` table in couples.ts: here it would make an import cycle with that file.

/** A reference to a user that goes away with the user's account. Nullable unless the caller says. */
export function userRef(name: string) {
  return text(name).references(() => users.id, { onDelete: 'cascade' });
}

/** Who wrote a row of couple content. */
export function createdBy() {
  return userRef('created_by').notNull();
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}
