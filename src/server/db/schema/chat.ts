import { LIMITS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy, userRef } from './columns';
import { coupleId } from './couples';
import { voiceNoteCoherent, voiceNoteColumns } from './voice-note';

/**
 * The couple's private thread. A message is text, a photo, a voice note or several of them; it
 * may quote an earlier one. Its author edits and deletes it (deleting removes the row and its
 * files; a reply to it then quotes nothing). Ordered by (created_at, id), paged by keyset.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupleId: coupleId(),
    createdBy: createdBy(),
    body: varchar('body', { length: LIMITS.chatMessageMax }),
    /** Storage path in the memories bucket (the same intake as memories' photos). */
    imagePath: varchar('image_path', { length: LIMITS.imageUrlMax }),
    ...voiceNoteColumns(),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    /** Set when its author rewrites it (shown as "editado"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_couple_created_idx').on(t.coupleId, t.createdAt, t.id),
    check(
      'chat_messages_has_content',
      sql`num_nonnulls(${t.body}, ${t.imagePath}, ${t.voicePath}) >= 1`,
    ),
    check(
      'chat_messages_body_not_blank',
      sql`${t.body} is null or char_length(btrim(${t.body})) >= 1`,
    ),
    check('chat_messages_voice_coherent', voiceNoteCoherent(t.voicePath, t.voiceDurationMs)),
  ],
);

/** A partner's heart on a message: at most one each (a double tap is one heart). */
export const chatHearts = pgTable(
  'chat_hearts',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    coupleId: coupleId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('chat_hearts_couple_idx').on(t.coupleId),
  ],
);

/**
 * How far each partner has the thread: delivered (their device received the messages up to this
 * instant) and read (they had the thread open up to it). The other partner's marks make "Leído".
 */
export const chatReadMarks = pgTable(
  'chat_read_marks',
  {
    coupleId: coupleId(),
    userId: userRef('user_id').notNull(),
    deliveredUpTo: timestamp('delivered_up_to', { withTimezone: true }),
    readUpTo: timestamp('read_up_to', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.userId] })],
);
