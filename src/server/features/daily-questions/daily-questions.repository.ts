import type { Db } from '@server/db/client';
import { dailyQuestionAnswers, dailyQuestions } from '@server/db/schema/daily-questions';
import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';

export interface DailyQuestionRow {
  id: string;
  questionDate: string;
  questionId: number;
}

export interface DailyAnswerRow {
  dailyQuestionId: string;
  userId: string;
  answer: string;
  createdAt: Date;
  updatedAt: Date;
}

const dayColumns = {
  id: dailyQuestions.id,
  questionDate: dailyQuestions.questionDate,
  questionId: dailyQuestions.questionId,
};

/** Serialises choosing the couple's new days, so two first visits choose one question. */
export async function lockCoupleDailyQuestions(db: Db, coupleId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('daily-question'), hashtext(${coupleId}))`,
  );
}

export async function findDayOn(
  db: Db,
  coupleId: string,
  questionDate: string,
): Promise<DailyQuestionRow | null> {
  const [row] = await db
    .select(dayColumns)
    .from(dailyQuestions)
    .where(
      and(eq(dailyQuestions.coupleId, coupleId), eq(dailyQuestions.questionDate, questionDate)),
    );
  return row ?? null;
}

/**
 * The day's row locked for the transaction: every answer to it is written under this lock, so
 * "has the partner answered?" cannot change between the check and the write.
 */
export async function lockDay(
  db: Db,
  coupleId: string,
  id: string,
): Promise<DailyQuestionRow | null> {
  const [row] = await db
    .select(dayColumns)
    .from(dailyQuestions)
    .where(and(eq(dailyQuestions.id, id), eq(dailyQuestions.coupleId, coupleId)))
    .for('update');
  return row ?? null;
}

/** The question ids asked on days after `after`, and the one asked longest ago overall. */
export async function findRecentQuestionIds(
  db: Db,
  coupleId: string,
  after: string,
): Promise<{ recent: Set<number>; askedLongestAgo: number | undefined }> {
  const recentRows = await db
    .select({ questionId: dailyQuestions.questionId })
    .from(dailyQuestions)
    .where(and(eq(dailyQuestions.coupleId, coupleId), gt(dailyQuestions.questionDate, after)));
  // Each id's latest day, oldest first: the head is the question not asked for the longest.
  const [oldest] = await db
    .select({ questionId: dailyQuestions.questionId })
    .from(dailyQuestions)
    .where(eq(dailyQuestions.coupleId, coupleId))
    .groupBy(dailyQuestions.questionId)
    .orderBy(asc(sql`max(${dailyQuestions.questionDate})`), asc(dailyQuestions.questionId))
    .limit(1);
  return {
    recent: new Set(recentRows.map((row) => row.questionId)),
    askedLongestAgo: oldest?.questionId,
  };
}

export async function insertDay(
  db: Db,
  values: { coupleId: string; questionDate: string; questionId: number },
): Promise<void> {
  await db.insert(dailyQuestions).values(values).onConflictDoNothing();
}

/** Days up to `through`, newest first; `before` excludes that date and later (paging). */
export function findDaysThrough(
  db: Db,
  coupleId: string,
  { through, before, limit }: { through: string; before?: string; limit: number },
): Promise<DailyQuestionRow[]> {
  return db
    .select(dayColumns)
    .from(dailyQuestions)
    .where(
      and(
        eq(dailyQuestions.coupleId, coupleId),
        lte(dailyQuestions.questionDate, through),
        before ? lt(dailyQuestions.questionDate, before) : undefined,
      ),
    )
    .orderBy(desc(dailyQuestions.questionDate))
    .limit(limit);
}

export async function findAnswersOf(db: Db, dayIds: string[]): Promise<DailyAnswerRow[]> {
  if (dayIds.length === 0) return [];
  return db
    .select({
      dailyQuestionId: dailyQuestionAnswers.dailyQuestionId,
      userId: dailyQuestionAnswers.userId,
      answer: dailyQuestionAnswers.answer,
      createdAt: dailyQuestionAnswers.createdAt,
      updatedAt: dailyQuestionAnswers.updatedAt,
    })
    .from(dailyQuestionAnswers)
    .where(sql`${dailyQuestionAnswers.dailyQuestionId} in ${dayIds}`);
}

/** Writes (or rewrites) one partner's answer; returns whether it was their first. */
export async function upsertAnswer(
  db: Db,
  values: { dailyQuestionId: string; coupleId: string; userId: string; answer: string },
): Promise<boolean> {
  const [row] = await db
    .insert(dailyQuestionAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [dailyQuestionAnswers.dailyQuestionId, dailyQuestionAnswers.userId],
      set: { answer: values.answer, updatedAt: sql`now()` },
    })
    .returning({ isNew: sql<boolean>`xmax = 0` });
  return row?.isNew ?? false;
}

/** The dates whose question both partners answered: the streak and the stats count them. */
export async function findBothAnsweredDates(db: Db, coupleId: string): Promise<string[]> {
  const rows = await db
    .select({ questionDate: dailyQuestions.questionDate })
    .from(dailyQuestions)
    .innerJoin(dailyQuestionAnswers, eq(dailyQuestionAnswers.dailyQuestionId, dailyQuestions.id))
    .where(eq(dailyQuestions.coupleId, coupleId))
    .groupBy(dailyQuestions.id, dailyQuestions.questionDate)
    .having(sql`count(*) = 2`);
  return rows.map((row) => row.questionDate);
}
