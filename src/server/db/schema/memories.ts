import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, createdBy } from './columns';
import { coupleId } from './couples';
import { voiceNoteCoherent, voiceNoteColumns } from './voice-note';

export const memories = pgTable(
  'memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    title: varchar('title', { length: LIMITS.titleMax }).notNull(),
    description: varchar('description', { length: LIMITS.descriptionMax }),
    /** Storage path in the memories bucket; swapped for a signed URL when read. */
    imageUrl: varchar('image_url', { length: LIMITS.imageUrlMax }),
    memoryDate: date('memory_date'),
    ...voiceNoteColumns(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('memories_couple_id_created_idx').on(t.coupleId, t.createdAt),
    // The list's keyset pages, one per sort, in the exact expressions the repository orders by:
    // undated memories sort as -infinity (last going down) or infinity (last going up).
    index('memories_couple_date_desc_idx').on(
      t.coupleId,
      sql`coalesce(${t.memoryDate}, '-infinity'::date)`,
      t.createdAt,
      t.id,
    ),
    index('memories_couple_date_asc_idx').on(
      t.coupleId,
      sql`coalesce(${t.memoryDate}, 'infinity'::date)`,
      t.createdAt,
      t.id,
    ),
    index('memories_couple_title_idx').on(t.coupleId, sql`lower(${t.title})`, t.createdAt, t.id),
    check('memories_title_not_blank', sql`char_length(btrim(${t.title})) >= 1`),
    check('memories_voice_coherent', voiceNoteCoherent(t.voicePath, t.voiceDurationMs)),
  ],
);
