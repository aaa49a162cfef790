import type { Db } from '@server/db/client';
import { gameResponses, quizRounds } from '@server/db/schema/games';
import { QUIZ_GAME_TYPE, type TQuizAnswers } from '@shared/games/quiz-questions';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Serialises the couple's quiz writes (answers and new rounds) for the transaction, so "is this
 * round finished?" and "which round is current?" cannot change under a write.
 */
export async function lockCoupleQuiz(db: Db, coupleId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('quiz'), hashtext(${coupleId}))`);
}

/** The couple's current round: the last one started, else the first. */
export async function findCurrentQuizRound(db: Db, coupleId: string): Promise<number> {
  const [row] = await db
    .select({ round: sql<number>`coalesce(max(${quizRounds.round}), 1)::int` })
    .from(quizRounds)
    .where(eq(quizRounds.coupleId, coupleId));
  return row?.round ?? 1;
}

/** Saves one partner's answers to a round; null when they already answered it (final). */
export async function insertQuizResponse(
  db: Db,
  { coupleId, userId, round }: { coupleId: string; userId: string; round: number },
  answers: TQuizAnswers,
): Promise<string | null> {
  const [row] = await db
    .insert(gameResponses)
    .values({ coupleId, userId, round, gameType: QUIZ_GAME_TYPE, responses: answers })
    .onConflictDoNothing()
    .returning({ id: gameResponses.id });
  return row?.id ?? null;
}

export async function insertQuizRound(
  db: Db,
  { coupleId, round, startedBy }: { coupleId: string; round: number; startedBy: string },
): Promise<void> {
  await db.insert(quizRounds).values({ coupleId, round, startedBy }).onConflictDoNothing();
}

export interface QuizResponseRow {
  responses: unknown;
  createdAt: Date;
}

/** One partner's answers to one round of this couple, as stored. */
export async function findQuizResponse(
  db: Db,
  { coupleId, userId, round }: { coupleId: string; userId: string; round: number },
): Promise<QuizResponseRow | null> {
  const [row] = await db
    .select({ responses: gameResponses.responses, createdAt: gameResponses.createdAt })
    .from(gameResponses)
    .where(
      and(
        eq(gameResponses.coupleId, coupleId),
        eq(gameResponses.userId, userId),
        eq(gameResponses.gameType, QUIZ_GAME_TYPE),
        eq(gameResponses.round, round),
      ),
    )
    .limit(1);
  return row ?? null;
}
