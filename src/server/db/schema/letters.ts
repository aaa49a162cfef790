import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, updatedAt, userRefKeptOnDelete } from './columns';
import { coupleId } from './couples';
import { voiceNoteCoherent, voiceNoteColumns } from './voice-note';

/**
 * A letter sealed until a day (`opens_on`, in the reader's zone) or until the reader chooses to
 * open it (`open_when`: "cuando estés triste"). Until then its words, photo and voice reach
 * only its writer; the reader sees that it waits, and when or when-what. `opened_at` is set
 * once, when the reader opens it; `notified_at` when the day's push was queued.
 */
export const letters = pgTable(
  'letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    createdBy: createdBy(),
    readerId: userRefKeptOnDelete('reader_id'),
    body: varchar('body', { length: LIMITS.letterMax }).notNull(),
    /** Storage path in the memories bucket (the same intake as memories' photos). */
    imagePath: varchar('image_path', { length: LIMITS.imageUrlMax }),
    ...voiceNoteColumns(),
    opensOn: date('opens_on'),
    openWhen: varchar('open_when', { length: LIMITS.letterOpenWhenMax }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('letters_couple_created_idx').on(t.coupleId, t.createdAt),
    // The morning scan: dated letters whose push has not gone yet.
    index('letters_due_idx')
      .on(t.opensOn)
      .where(sql`${t.notifiedAt} is null and ${t.opensOn} is not null`),
    check('letters_sealed_one_way', sql`num_nonnulls(${t.opensOn}, ${t.openWhen}) = 1`),
    check('letters_body_not_blank', sql`char_length(btrim(${t.body})) >= 1`),
    check(
      'letters_open_when_not_blank',
      sql`${t.openWhen} is null or char_length(btrim(${t.openWhen})) >= 1`,
    ),
    check('letters_voice_coherent', voiceNoteCoherent(t.voicePath, t.voiceDurationMs)),
  ],
);
