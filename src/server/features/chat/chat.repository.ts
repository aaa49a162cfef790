import type { Db } from '@server/db/client';
import { chatHearts, chatMessages, chatReadMarks } from '@server/db/schema/chat';
import type { ChatPosition } from '@shared/domain/chat-cursor';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** What a reply shows of the message it quotes (null when it quotes nothing, or it was deleted). */
export interface QuotedRow {
  id: string;
  body: string | null;
  hasImage: boolean;
  hasVoice: boolean;
  createdBy: string | null;
}

/** A message as the thread shows it: with its quote, its hearts and its place in the order. */
export interface ThreadRow extends ChatMessageRow {
  position: ChatPosition;
  quoted: QuotedRow | null;
  heartedByMe: boolean;
  heartedByPartner: boolean;
}

const quoted = alias(chatMessages, 'quoted');

// Text with microseconds in UTC: a JS Date would drop the microseconds and break the tie-break.
const createdAtText = sql<string>`to_char(${chatMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The thread's rows in one statement: the quote joined, the hearts from their primary key. */
function threadSelect(db: Db, viewerId: string) {
  // Explicit names: Drizzle leaves a selection's columns unqualified inside a subquery.
  const messageId = sql.raw('"chat_messages"."id"');
  return db
    .select({
      message: chatMessages,
      createdAtText,
      quotedId: quoted.id,
      quotedBody: quoted.body,
      quotedHasImage: sql<boolean>`${quoted.imagePath} is not null`,
      quotedHasVoice: sql<boolean>`${quoted.voicePath} is not null`,
      quotedCreatedBy: quoted.createdBy,
      heartedByMe: sql<boolean>`exists (select 1 from chat_hearts h where h.message_id = ${messageId} and h.user_id = ${viewerId})`,
      heartedByPartner: sql<boolean>`exists (select 1 from chat_hearts h where h.message_id = ${messageId} and h.user_id <> ${viewerId})`,
    })
    .from(chatMessages)
    .leftJoin(
      quoted,
      and(eq(quoted.id, chatMessages.replyToId), eq(quoted.coupleId, chatMessages.coupleId)),
    );
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof threadSelect>['execute']>>[number];

function toThreadRow(row: SelectedRow): ThreadRow {
  return {
    ...row.message,
    position: { createdAt: row.createdAtText, id: row.message.id },
    quoted: row.quotedId
      ? {
          id: row.quotedId,
          body: row.quotedBody,
          hasImage: row.quotedHasImage,
          hasVoice: row.quotedHasVoice,
          createdBy: row.quotedCreatedBy,
        }
      : null,
    heartedByMe: row.heartedByMe,
    heartedByPartner: row.heartedByPartner,
  };
}

/** Where a page starts, in the thread's order: strictly before or after a position. */
export type ThreadBound =
  | { before: ChatPosition }
  | { after: ChatPosition }
  /**
   * At or before the viewer's read mark (`readMark`, as `findReadMark` read it; null before they
   * read anything): the read part of the page that opens the screen...
   */
  | { readUpTo: string | null }
  /** ...and after it (all of the thread before they read anything): its unread part. */
  | { unreadAfter: string | null };

function boundCondition(bound: ThreadBound) {
  const rowKey = sql`(${chatMessages.createdAt}, ${chatMessages.id})`;
  if ('before' in bound) {
    return sql`${rowKey} < (${bound.before.createdAt}::timestamptz, ${bound.before.id}::uuid)`;
  }
  if ('after' in bound) {
    return sql`${rowKey} > (${bound.after.createdAt}::timestamptz, ${bound.after.id}::uuid)`;
  }
  if ('readUpTo' in bound) {
    return bound.readUpTo === null
      ? sql`false`
      : sql`${chatMessages.createdAt} <= ${bound.readUpTo}::timestamptz`;
  }
  return bound.unreadAfter === null
    ? undefined
    : sql`${chatMessages.createdAt} > ${bound.unreadAfter}::timestamptz`;
}

/**
 * The viewer's read mark as text with microseconds (exact, unlike a JS Date), or null: read once
 * for both halves of the opening page, so a mark moving meanwhile cannot show a message twice.
 */
export async function findReadMark(
  db: Db,
  { coupleId, viewerId }: { coupleId: string; viewerId: string },
): Promise<string | null> {
  const [row] = await db
    .select({
      readUpTo: sql<
        string | null
      >`to_char(${chatReadMarks.readUpTo} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(chatReadMarks)
    .where(and(eq(chatReadMarks.coupleId, coupleId), eq(chatReadMarks.userId, viewerId)));
  return row?.readUpTo ?? null;
}

/**
 * Up to `limit` messages on one side of `bound`, nearest first: the older side newest first, the
 * newer side oldest first. The (couple_id, created_at, id) index answers either way and stops
 * after the limit, so a page costs the same in a thread of 50 or 50,000.
 */
export async function findThreadRows(
  db: Db,
  { coupleId, viewerId }: { coupleId: string; viewerId: string },
  bound: ThreadBound,
  limit: number,
): Promise<ThreadRow[]> {
  const isOlder = 'before' in bound || 'readUpTo' in bound;
  const order = isOlder
    ? [desc(chatMessages.createdAt), desc(chatMessages.id)]
    : [chatMessages.createdAt, chatMessages.id];
  const rows = await threadSelect(db, viewerId)
    .where(and(eq(chatMessages.coupleId, coupleId), boundCondition(bound)))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toThreadRow);
}

/** One message as the thread shows it, only if it is this couple's. */
export async function findThreadRow(
  db: Db,
  { coupleId, viewerId }: { coupleId: string; viewerId: string },
  id: string,
): Promise<ThreadRow | null> {
  const [row] = await threadSelect(db, viewerId).where(
    and(eq(chatMessages.coupleId, coupleId), eq(chatMessages.id, id)),
  );
  return row ? toThreadRow(row) : null;
}

/** One message, only if it is this couple's: another couple's id matches nothing (a 404). */
const ofCouple = (coupleId: string, id: string) =>
  and(eq(chatMessages.id, id), eq(chatMessages.coupleId, coupleId));

export async function hasMessage(db: Db, coupleId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(ofCouple(coupleId, id));
  return rows.length > 0;
}

/** The message locked until commit: an edit and a deletion of it run one after the other. */
export async function lockMessageRow(
  db: Db,
  coupleId: string,
  id: string,
): Promise<ChatMessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(ofCouple(coupleId, id)).for('update');
  return row ?? null;
}

/** The message held against deletion until commit (a heart being put on it). */
export async function lockMessageShared(db: Db, coupleId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(ofCouple(coupleId, id))
    .for('key share');
  return rows.length > 0;
}

/**
 * Holds the sender's messages one at a time until commit (a transaction-level advisory lock), so
 * of many sent at the same instant each counts the ones before it against the minute's limit.
 */
export async function lockSender(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat:${userId}`}, 0))`);
}

/** The sender's messages since `since` (the couple's index narrows to the window's rows). */
export async function countSentSince(
  db: Db,
  { coupleId, userId, since }: { coupleId: string; userId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.coupleId, coupleId),
        gt(chatMessages.createdAt, since),
        eq(chatMessages.createdBy, userId),
      ),
    );
  return row?.count ?? 0;
}

export async function insertMessage(
  db: Db,
  values: Pick<
    ChatMessageRow,
    'coupleId' | 'createdBy' | 'body' | 'imagePath' | 'replyToId' | 'createdAt'
  > &
    Partial<Pick<ChatMessageRow, 'voicePath' | 'voiceDurationMs'>>,
): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('insert into chat_messages returned no row');
  return row;
}

export async function updateMessageBody(
  db: Db,
  id: string,
  body: string,
  editedAt: Date,
): Promise<void> {
  await db.update(chatMessages).set({ body, editedAt }).where(eq(chatMessages.id, id));
}

export async function deleteMessageRow(db: Db, id: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
}

/** Puts a heart on; false when it was already there. */
export async function insertHeart(
  db: Db,
  values: { messageId: string; userId: string; coupleId: string },
): Promise<boolean> {
  const rows = await db
    .insert(chatHearts)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: chatHearts.userId });
  return rows.length > 0;
}

/** Takes a heart off; false when there was none. */
export async function deleteHeart(
  db: Db,
  { messageId, userId }: { messageId: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(chatHearts)
    .where(and(eq(chatHearts.messageId, messageId), eq(chatHearts.userId, userId)))
    .returning({ userId: chatHearts.userId });
  return rows.length > 0;
}

export interface MarksRow {
  myReadUpTo: Date | null;
  partnerDeliveredUpTo: Date | null;
  partnerReadUpTo: Date | null;
  unread: number;
}

/**
 * Both partners' marks and the caller's unread count (the partner's messages after the caller's
 * read mark, the couple's index walked from that instant), in one statement.
 */
export async function findMarks(
  db: Db,
  { coupleId, userId }: { coupleId: string; userId: string },
): Promise<MarksRow> {
  const result = await db.execute<{
    my_read: Date | null;
    partner_delivered: Date | null;
    partner_read: Date | null;
    unread: number;
  }>(sql`
    with marks as (
      select
        max(read_up_to) filter (where user_id = ${userId}) as my_read,
        max(delivered_up_to) filter (where user_id <> ${userId}) as partner_delivered,
        max(read_up_to) filter (where user_id <> ${userId}) as partner_read
      from chat_read_marks where couple_id = ${coupleId}
    )
    select marks.my_read, marks.partner_delivered, marks.partner_read,
      (select count(*)::int from chat_messages m
        where m.couple_id = ${coupleId}
          and m.created_at > coalesce(marks.my_read, '-infinity'::timestamptz)
          and m.created_by is distinct from ${userId}) as unread
    from marks`);
  const row = result.rows[0];
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    myReadUpTo: date(row?.my_read),
    partnerDeliveredUpTo: date(row?.partner_delivered),
    partnerReadUpTo: date(row?.partner_read),
    unread: row?.unread ?? 0,
  };
}

/** The thread's newest message, or null when it is empty. */
export async function findNewestMessage(db: Db, coupleId: string): Promise<ChatMessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.coupleId, coupleId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return row ?? null;
}

/**
 * Moves the caller's marks forward to the messages named (their own times, read from the rows,
 * so no precision is lost): `read` implies delivered. A mark never moves back. True when one of
 * them moved; a message id not of this couple moves nothing.
 */
export async function advanceMarks(
  db: Db,
  { coupleId, userId }: { coupleId: string; userId: string },
  { delivered, read }: { delivered?: string | undefined; read?: string | undefined },
): Promise<boolean> {
  const instantOf = (id: string | undefined) =>
    id
      ? sql`(select created_at from chat_messages where id = ${id}::uuid and couple_id = ${coupleId})`
      : sql`null::timestamptz`;
  const result = await db.execute(sql`
    with named as (select ${instantOf(delivered)} as delivered, ${instantOf(read)} as read)
    insert into chat_read_marks as marks (couple_id, user_id, delivered_up_to, read_up_to)
    select ${coupleId}, ${userId}, greatest(named.delivered, named.read), named.read from named
    where named.delivered is not null or named.read is not null
    on conflict (couple_id, user_id) do update set
      delivered_up_to = greatest(marks.delivered_up_to, excluded.delivered_up_to),
      read_up_to = greatest(marks.read_up_to, excluded.read_up_to)
    where marks.delivered_up_to is distinct from greatest(marks.delivered_up_to, excluded.delivered_up_to)
       or marks.read_up_to is distinct from greatest(marks.read_up_to, excluded.read_up_to)
    returning 1`);
  return result.rows.length > 0;
}

/** The sender has read the thread up to their own new message: both marks move there. */
export async function markOwnMessage(
  db: Db,
  { coupleId, userId, at }: { coupleId: string; userId: string; at: Date },
): Promise<void> {
  await db
    .insert(chatReadMarks)
    .values({ coupleId, userId, deliveredUpTo: at, readUpTo: at })
    .onConflictDoUpdate({
      target: [chatReadMarks.coupleId, chatReadMarks.userId],
      set: {
        deliveredUpTo: sql`greatest(${chatReadMarks.deliveredUpTo}, excluded.delivered_up_to)`,
        readUpTo: sql`greatest(${chatReadMarks.readUpTo}, excluded.read_up_to)`,
      },
    });
}
