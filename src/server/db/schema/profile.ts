import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt, userRef } from './columns';

export const profiles = pgTable(
  'profiles',
  {
    id: userRef('id').primaryKey(),
    fullName: varchar('full_name', { length: LIMITS.nameMax }).notNull(),
    /** Storage path in the avatars bucket; swapped for a signed URL when read. */
    avatarUrl: text('avatar_url'),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_full_name_not_blank', sql`char_length(btrim(${t.fullName})) >= 1`)],
);
