import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, userRef } from './columns';
import { coupleId } from './couples';
import { coupleDatePhotos } from './date-plans';
import { memories } from './memories';
import { voiceNoteCoherent, voiceNoteColumns } from './voice-note';

/** What a heart or a comment is on: exactly one of a memory or a date-plan photo. */
const onOneTarget = (memoryId: unknown, photoId: unknown) =>
  sql`num_nonnulls(${memoryId}, ${photoId}) = 1`;

/**
 * A partner's heart on a memory or a date-plan photo: at most one each (the unique indexes make
 * a double tap one heart). Deleting the memory or photo deletes its hearts.
 */
export const hearts = pgTable(
  'hearts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    memoryId: uuid('memory_id').references(() => memories.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => coupleDatePhotos.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hearts_memory_user_unique').on(t.memoryId, t.userId),
    uniqueIndex('hearts_photo_user_unique').on(t.photoId, t.userId),
    index('hearts_couple_idx').on(t.coupleId),
    check('hearts_one_target', onOneTarget(t.memoryId, t.photoId)),
  ],
);

/**
 * A comment on a memory or a date-plan photo. Its author is kept as other couple content is:
 * null once they delete their account, so the thread stays in the ended couple's archive.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    createdBy: createdBy(),
    memoryId: uuid('memory_id').references(() => memories.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => coupleDatePhotos.id, { onDelete: 'cascade' }),
    /** The text; null for a comment that is only a voice note. */
    body: varchar('body', { length: LIMITS.commentMax }),
    ...voiceNoteColumns(),
    createdAt: createdAt(),
    /** Set when its author rewrites it (shown as "editado"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_memory_created_idx').on(t.memoryId, t.createdAt),
    index('comments_photo_created_idx').on(t.photoId, t.createdAt),
    index('comments_couple_idx').on(t.coupleId),
    check('comments_one_target', onOneTarget(t.memoryId, t.photoId)),
    check('comments_body_not_blank', sql`${t.body} is null or char_length(btrim(${t.body})) >= 1`),
    check('comments_has_content', sql`num_nonnulls(${t.body}, ${t.voicePath}) >= 1`),
    check('comments_voice_coherent', voiceNoteCoherent(t.voicePath, t.voiceDurationMs)),
  ],
);
