import type { Db } from '@server/db/client';
import { coupleDateCompletions, coupleDatePhotos } from '@server/db/schema/date-plans';
import { memories } from '@server/db/schema/memories';
import { comments, hearts } from '@server/db/schema/reactions';
import type { TReactionCounts, TReactionTarget } from '@shared/schemas/reactions';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';

export type CommentRow = typeof comments.$inferSelect;

/** The column of `hearts` or `comments` that names a target of this kind. */
const heartColumn = (target: TReactionTarget) =>
  target === 'memory' ? hearts.memoryId : hearts.photoId;
const commentColumn = (target: TReactionTarget) =>
  target === 'memory' ? comments.memoryId : comments.photoId;
const targetValues = (target: TReactionTarget, id: string) =>
  target === 'memory' ? { memoryId: id } : { photoId: id };

/**
 * What the target is called in a push (a memory's title), when it is this couple's; null when
 * it is not. Inside a transaction the row is locked against deletion (KEY SHARE, what the
 * foreign key would take) until the heart or comment is written.
 */
export async function lockTarget(
  db: Db,
  coupleId: string,
  target: TReactionTarget,
  id: string,
  strength: 'key share' | 'update' = 'key share',
): Promise<{ title: string | null } | null> {
  if (target === 'memory') {
    const [row] = await db
      .select({ title: memories.title })
      .from(memories)
      .where(and(eq(memories.id, id), eq(memories.coupleId, coupleId)))
      .for(strength);
    return row ?? null;
  }
  const [row] = await db
    .select({ id: coupleDatePhotos.id })
    .from(coupleDatePhotos)
    .innerJoin(coupleDateCompletions, eq(coupleDateCompletions.id, coupleDatePhotos.completionId))
    .where(and(eq(coupleDatePhotos.id, id), eq(coupleDateCompletions.coupleId, coupleId)))
    .for(strength, { of: coupleDatePhotos });
  return row ? { title: null } : null;
}

/** The ids of the comments on one target. */
/** The voice notes of a memory's or photo's comments: removed with it (the cascade takes the rows). */
export async function findCommentVoicePathsOn(
  db: Db,
  target: TReactionTarget,
  id: string,
): Promise<string[]> {
  const rows = await db
    .select({ path: comments.voicePath })
    .from(comments)
    .where(and(eq(commentColumn(target), id), isNotNull(comments.voicePath)));
  return rows.flatMap((row) => (row.path ? [row.path] : []));
}

export async function findCommentIdsOn(
  db: Db,
  target: TReactionTarget,
  id: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(commentColumn(target), id));
  return rows.map((row) => row.id);
}

/** Adds the user's heart; a second one (a double tap) changes nothing. True when it was added. */
export async function insertHeart(
  db: Db,
  values: { coupleId: string; userId: string; target: TReactionTarget; id: string },
): Promise<boolean> {
  const rows = await db
    .insert(hearts)
    .values({
      coupleId: values.coupleId,
      userId: values.userId,
      ...targetValues(values.target, values.id),
    })
    .onConflictDoNothing()
    .returning({ id: hearts.id });
  return rows.length > 0;
}

export async function deleteHeart(
  db: Db,
  values: { coupleId: string; userId: string; target: TReactionTarget; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(hearts)
    .where(
      and(
        eq(heartColumn(values.target), values.id),
        eq(hearts.userId, values.userId),
        eq(hearts.coupleId, values.coupleId),
      ),
    )
    .returning({ id: hearts.id });
  return rows.length > 0;
}

/** Who hearted the target (user ids). */
export async function findHeartUsers(
  db: Db,
  coupleId: string,
  target: TReactionTarget,
  id: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: hearts.userId })
    .from(hearts)
    .where(and(eq(heartColumn(target), id), eq(hearts.coupleId, coupleId)));
  return rows.map((row) => row.userId);
}

export function findComments(
  db: Db,
  coupleId: string,
  target: TReactionTarget,
  id: string,
): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(commentColumn(target), id), eq(comments.coupleId, coupleId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/**
 * The counts of each target in one query (a page of memories, a plan's photos), for `viewerId`.
 * Targets without any reaction are absent from the map.
 */
export async function countReactions(
  db: Db,
  coupleId: string,
  target: TReactionTarget,
  ids: string[],
  viewerId: string,
): Promise<Map<string, TReactionCounts>> {
  if (ids.length === 0) return new Map();
  const heartOn = sql.raw(target === 'memory' ? 'memory_id' : 'photo_id');
  const result = await db.execute<{
    id: string;
    hearts: number;
    hearted: boolean;
    comments: number;
  }>(sql`
    select t.id::text as id,
      (select count(*)::int from ${hearts} h where h.${heartOn} = t.id and h.couple_id = ${coupleId}) as hearts,
      exists (select 1 from ${hearts} h where h.${heartOn} = t.id and h.user_id = ${viewerId}) as hearted,
      (select count(*)::int from ${comments} c where c.${heartOn} = t.id and c.couple_id = ${coupleId}) as comments
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as t(id)`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      { hearts: row.hearts, hearted: row.hearted, comments: row.comments },
    ]),
  );
}

export async function insertComment(
  db: Db,
  values: {
    coupleId: string;
    createdBy: string;
    target: TReactionTarget;
    id: string;
    body: string | null;
    voicePath: string | null;
    voiceDurationMs: number | null;
    createdAt: Date;
  },
): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({
      coupleId: values.coupleId,
      createdBy: values.createdBy,
      body: values.body,
      voicePath: values.voicePath,
      voiceDurationMs: values.voiceDurationMs,
      createdAt: values.createdAt,
      ...targetValues(values.target, values.id),
    })
    .returning();
  if (!row) throw new Error('insert into comments returned no row');
  return row;
}

/** The couple's comment, locked until commit (an edit and a delete of it run one at a time). */
export async function lockComment(
  db: Db,
  coupleId: string,
  id: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.coupleId, coupleId)))
    .for('update');
  return row ?? null;
}

export async function updateCommentBody(
  db: Db,
  id: string,
  body: string,
  editedAt: Date,
): Promise<CommentRow> {
  const [row] = await db
    .update(comments)
    .set({ body, editedAt })
    .where(eq(comments.id, id))
    .returning();
  if (!row) throw new Error('update of comments returned no row');
  return row;
}

export async function deleteCommentRow(db: Db, id: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}
