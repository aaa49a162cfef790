import { LIMITS } from '@shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import { integer, type PgColumn, varchar } from 'drizzle-orm/pg-core';
import { literal } from './sql-literal';

// A voice note kept on a row (a chat message, a memory, a comment, a letter): the stored file in
// the `voice` bucket (one form every browser plays, converted on upload) and how long it lasts.
// Both or neither: the check below says so for each table.

export function voiceNoteColumns() {
  return {
    /** Storage path in the voice bucket; swapped for a signed URL when read. */
    voicePath: varchar('voice_path', { length: LIMITS.imageUrlMax }),
    voiceDurationMs: integer('voice_duration_ms'),
  };
}

/** The check every table with a voice note carries: a path and a duration, or neither. */
export function voiceNoteCoherent(path: PgColumn, durationMs: PgColumn): SQL {
  return sql`(${path} is null) = (${durationMs} is null) and (${durationMs} is null or ${durationMs} between 1 and ${literal(LIMITS.voiceNoteSeconds * 1000 + 999)})`;
}
