import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/http/context';
import { publishToCouple } from '@server/realtime/publish';
import { compareQuizAnswers } from '@shared/domain/quiz-score';
import type { TQuizAnswers } from '@shared/games/quiz-questions';
import type { TQuizState } from '@shared/schemas/games';
import { findLatestQuizResponse, insertQuizResponse } from './games.repository';

/** Who is asking: the caller, their couple and their partner. */
export interface GamesActor {
  userId: string;
  coupleId: string;
  partnerId: string;
}

/** The caller's quiz: their latest answers and, once both partners answered, the compatibility. */
export async function getQuizState(db: Db, actor: GamesActor): Promise<TQuizState> {
  const [mine, partner] = await Promise.all([
    findLatestQuizResponse(db, actor.coupleId, actor.userId),
    findLatestQuizResponse(db, actor.coupleId, actor.partnerId),
  ]);
  if (!mine || !partner) {
    return { mine, hasPartnerAnswered: partner !== null, partner: null, result: null };
  }
  return {
    mine,
    hasPartnerAnswered: true,
    partner,
    result: compareQuizAnswers(mine.answers, partner.answers),
  };
}

/**
 * Saves a new round of answers (each round is kept; the latest counts), and tells the partner's
 * screen, which may be waiting for exactly this.
 */
export async function saveQuizAnswers(
  deps: Pick<AppDependencies, 'db' | 'pool' | 'bus'>,
  actor: GamesActor,
  answers: TQuizAnswers,
): Promise<TQuizState> {
  await withTransaction(deps.pool, async (scope) => {
    const id = await insertQuizResponse(scope.db, actor, answers);
    await publishToCouple(deps.bus, scope, actor.coupleId, { type: 'games.changed', ids: [id] });
  });
  return getQuizState(deps.db, actor);
}
