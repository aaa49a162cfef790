import type { Db } from '@server/db/client';
import { preparedPer } from '@server/db/prepared';
import { memories } from '@server/db/schema/memories';
import type { MemoryPosition } from '@shared/domain/memory-cursor';
import { UNDATED_KEY } from '@shared/domain/memory-cursor';
import { onThisDayMonthDays } from '@shared/domain/on-this-day';
import type { TMemoryFilter, TMemorySort } from '@shared/schemas/memories';
import type { TReactionCounts } from '@shared/schemas/reactions';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

export type MemoryRow = typeof memories.$inferSelect;

/** A listed row with the position it holds in its sort, from which the next cursor is made. */
export interface ListedMemoryRow extends MemoryRow {
  position: MemoryPosition;
  /** The hearts and comments on the card, counted in the page's own statement. */
  reactions: TReactionCounts;
}

export interface MemoryListOptions {
  filter: TMemoryFilter;
  sort: TMemorySort;
  after: MemoryPosition | null;
  limit: number;
}

/**
 * The sort key of each order, written exactly as the keyset indexes are (see the schema), so the
 * planner walks the index and stops after one page.
 */
function sortKey(sort: TMemorySort): SQL {
  if (sort === 'title') return sql`lower(${memories.title})`;
  return sql`coalesce(${memories.memoryDate}, ${sql.raw(`'${UNDATED_KEY[sort]}'::date`)})`;
}

// Text with microseconds in UTC: a JS Date would drop the microseconds and break the tie-break.
const createdAtText = sql<string>`to_char(${memories.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const hasImage = and(isNotNull(memories.imageUrl), ne(memories.imageUrl, ''));
const filterCondition: Record<TMemoryFilter, SQL | undefined> = {
  all: undefined,
  'with-image': hasImage,
  'no-image': or(isNull(memories.imageUrl), eq(memories.imageUrl, '')),
};

type Param = ReturnType<typeof sql.placeholder>;

/** A page query with placeholders for the couple, the limit and (when given) the position. */
function pageQuery(db: Db, filter: TMemoryFilter, sort: TMemorySort, hasAfter: boolean) {
  const key = sortKey(sort);
  const isDescending = sort === 'date-desc';
  const after = {
    key: sql.placeholder('afterKey'),
    createdAt: sql.placeholder('afterCreatedAt'),
    id: sql.placeholder('afterId'),
  };
  // The card's counts in the same statement (no second round trip per page): PostgreSQL works
  // them out only for the rows the limit lets through, each from the targets' indexes.
  // Written with explicit table names: Drizzle leaves a selection's columns unqualified, and an
  // unqualified "id" inside the subquery would be the heart's own.
  const memoryId = sql.raw('"memories"."id"');
  const reactions = {
    hearts: sql<number>`(select count(*)::int from hearts h where h.memory_id = ${memoryId})`,
    hearted: sql<boolean>`exists (select 1 from hearts h where h.memory_id = ${memoryId} and h.user_id = ${sql.placeholder('viewerId')})`,
    comments: sql<number>`(select count(*)::int from comments c where c.memory_id = ${memoryId})`,
  };
  return db
    .select({ memory: memories, key: sql<string>`(${key})::text`, createdAtText, ...reactions })
    .from(memories)
    .where(
      and(
        eq(memories.coupleId, sql.placeholder('coupleId')),
        filterCondition[filter],
        hasAfter ? startAfter(sort, after) : undefined,
      ),
    )
    .orderBy(
      ...[key, memories.createdAt, memories.id].map((part) =>
        isDescending ? sql`${part} desc` : sql`${part} asc`,
      ),
    )
    .limit(sql.placeholder('limit'));
}

/** Each filter, sort and first-or-later page is its own prepared statement, made on first use. */
const preparedPages = preparedPer(
  (_db: Db) => new Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>(),
);

function preparedPage(db: Db, filter: TMemoryFilter, sort: TMemorySort, hasAfter: boolean) {
  const name = `memory_page_${filter}_${sort}_${hasAfter ? 'after' : 'first'}`;
  const pages = preparedPages(db);
  let prepared = pages.get(name);
  if (!prepared) {
    prepared = pageQuery(db, filter, sort, hasAfter).prepare(name.replaceAll('-', '_'));
    pages.set(name, prepared);
  }
  return prepared;
}

/**
 * One page of a couple's memories after `after`. Newest first is descending on every part of
 * the key; the other orders ascend, so one row comparison expresses "after" in each.
 */
export async function findMemoryPage(
  db: Db,
  coupleId: string,
  viewerId: string,
  { filter, sort, after, limit }: MemoryListOptions,
): Promise<ListedMemoryRow[]> {
  const rows = await preparedPage(db, filter, sort, after !== null).execute({
    coupleId,
    viewerId,
    limit,
    afterKey: after?.key,
    afterCreatedAt: after?.createdAt,
    afterId: after?.id,
  });
  return rows.map(({ memory, key: rowKey, createdAtText: createdAt, ...counts }) => ({
    ...memory,
    position: { key: rowKey, createdAt, id: memory.id },
    reactions: { hearts: counts.hearts, hearted: counts.hearted, comments: counts.comments },
  }));
}

/** Rows strictly after `after` in the sort's order, as one row comparison the index answers. */
function startAfter(sort: TMemorySort, after: { key: Param; createdAt: Param; id: Param }): SQL {
  const rowKey = sql`(${sortKey(sort)}, ${memories.createdAt}, ${memories.id})`;
  const keyValue = sort === 'title' ? sql`${after.key}` : sql`${after.key}::date`;
  const position = sql`(${keyValue}, ${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  return sort === 'date-desc' ? sql`${rowKey} < ${position}` : sql`${rowKey} > ${position}`;
}

export async function countMemories(db: Db, coupleId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memories)
    .where(eq(memories.coupleId, coupleId));
  return row?.total ?? 0;
}

/**
 * "Un día como hoy", the ONE query of it (the memories screen and the morning push both read
 * it): dated memories of earlier years whose month-day counts as today's
 * (`onThisDayMonthDays`: 29 February comes back on 28 February in other years), most recent year
 * first, at most `limit`, with how many there are in all. It walks the couple's part of the date
 * index; a couple has hundreds of memories, not millions, so no index of its own is worth its
 * writes.
 */
export async function findMemoriesOnThisDay(
  db: Db,
  coupleId: string,
  { today, limit }: { today: string; limit: number },
): Promise<{ rows: MemoryRow[]; total: number }> {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const found = await db
    .select({ memory: memories, total: sql<number>`(count(*) over ())::int` })
    .from(memories)
    .where(
      and(
        eq(memories.coupleId, coupleId),
        lt(memories.memoryDate, yearStart),
        inArray(sql`to_char(${memories.memoryDate}, 'MM-DD')`, onThisDayMonthDays(today)),
      ),
    )
    .orderBy(desc(memories.memoryDate), desc(memories.createdAt))
    .limit(limit);
  return { rows: found.map((row) => row.memory), total: found[0]?.total ?? 0 };
}

/** One memory, only if it is this couple's: another couple's id matches nothing (a 404). */
const ofCouple = (coupleId: string, id: string) =>
  and(eq(memories.id, id), eq(memories.coupleId, coupleId));

export async function findMemoryRow(
  db: Db,
  coupleId: string,
  id: string,
): Promise<MemoryRow | null> {
  const [row] = await db.select().from(memories).where(ofCouple(coupleId, id));
  return row ?? null;
}

/** The row locked until commit, so two partners' edits of one memory run one after the other. */
export async function lockMemoryRow(
  db: Db,
  coupleId: string,
  id: string,
): Promise<MemoryRow | null> {
  const [row] = await db.select().from(memories).where(ofCouple(coupleId, id)).for('update');
  return row ?? null;
}

export async function insertMemory(
  db: Db,
  values: Pick<
    MemoryRow,
    | 'coupleId'
    | 'title'
    | 'description'
    | 'memoryDate'
    | 'imageUrl'
    | 'voicePath'
    | 'voiceDurationMs'
    | 'createdBy'
  >,
): Promise<MemoryRow> {
  const [row] = await db.insert(memories).values(values).returning();
  if (!row) throw new Error('insert into memories returned no row');
  return row;
}

export async function updateMemoryRow(
  db: Db,
  coupleId: string,
  id: string,
  values: Pick<
    MemoryRow,
    'title' | 'description' | 'memoryDate' | 'imageUrl' | 'voicePath' | 'voiceDurationMs'
  >,
): Promise<MemoryRow | null> {
  const [row] = await db.update(memories).set(values).where(ofCouple(coupleId, id)).returning();
  return row ?? null;
}

/** Deletes and returns the deleted row (its image path is removed after the commit). */
export async function deleteMemoryRow(
  db: Db,
  coupleId: string,
  id: string,
): Promise<MemoryRow | null> {
  const [row] = await db.delete(memories).where(ofCouple(coupleId, id)).returning();
  return row ?? null;
}
