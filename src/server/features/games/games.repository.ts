import type { Db } from '@server/db/client';
import { gameResponses } from '@server/db/schema/shared-content';
import { QUIZ_GAME_TYPE, type TQuizAnswers } from '@shared/games/quiz-questions';
import { and, desc, eq } from 'drizzle-orm';

export async function insertQuizResponse(
  db: Db,
  { coupleId, userId }: { coupleId: string; userId: string },
  answers: TQuizAnswers,
): Promise<string> {
  const [row] = await db
    .insert(gameResponses)
    .values({ coupleId, userId, gameType: QUIZ_GAME_TYPE, responses: answers })
    .returning({ id: gameResponses.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface QuizResponseRow {
  responses: unknown;
  createdAt: Date;
}

/** One partner's most recent quiz answers in this couple, as stored. */
export async function findLatestQuizResponse(
  db: Db,
  coupleId: string,
  userId: string,
): Promise<QuizResponseRow | null> {
  const [row] = await db
    .select({ responses: gameResponses.responses, createdAt: gameResponses.createdAt })
    .from(gameResponses)
    .where(
      and(
        eq(gameResponses.coupleId, coupleId),
        eq(gameResponses.userId, userId),
        eq(gameResponses.gameType, QUIZ_GAME_TYPE),
      ),
    )
    .orderBy(desc(gameResponses.createdAt), desc(gameResponses.id))
    .limit(1);
  return row ?? null;
}
