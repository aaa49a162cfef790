import type { Db } from '@server/db/client';
import { chatMessages } from '@server/db/schema/chat';
import { letters } from '@server/db/schema/letters';
import { memories } from '@server/db/schema/memories';
import { comments } from '@server/db/schema/reactions';
import { and, eq, isNotNull } from 'drizzle-orm';

/**
 * Every table with a voice note (`voiceNoteColumns()`, db/schema/voice-note.ts). A NEW TABLE WITH
 * VOICE NOTES MUST BE ADDED HERE: the orphan sweep keeps only the files these name, and an ended
 * couple's retention removes the files these name.
 */
const VOICE_TABLES = [memories, comments, chatMessages, letters] as const;

const pathsOf = (db: Db, table: (typeof VOICE_TABLES)[number], coupleId?: string) =>
  db
    .select({ path: table.voicePath })
    .from(table)
    .where(and(isNotNull(table.voicePath), coupleId ? eq(table.coupleId, coupleId) : undefined));

/** The voice note paths rows point at: every couple's, or one couple's. */
export async function findVoicePaths(db: Db, coupleId?: string): Promise<string[]> {
  const [memoryNotes, commentNotes, chatNotes, letterNotes] = VOICE_TABLES.map((table) =>
    pathsOf(db, table, coupleId),
  );
  const rows = await memoryNotes!.union(commentNotes!).union(chatNotes!).union(letterNotes!);
  return rows.flatMap(({ path }) => (path ? [path] : []));
}
