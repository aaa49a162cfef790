import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { Actor } from '@server/features/couples/require-couple';
import { notifyPartner } from '@server/features/notifications/notifications.service';
import type { AppDependencies } from '@server/http/context';
import { publishToCouple } from '@server/realtime/publish';
import type { TQuizAnswers } from '@shared/games/quiz-questions';
import type { TQuizState } from '@shared/schemas/games';
import { presentQuizState } from './games.presenter';
import { findLatestQuizResponse, insertQuizResponse } from './games.repository';

/** The caller's quiz: their latest answers and, once both partners answered, the compatibility. */
export async function getQuizState(db: Db, actor: Actor): Promise<TQuizState> {
  const [mine, partner] = await Promise.all([
    findLatestQuizResponse(db, actor.couple.id, actor.userId),
    findLatestQuizResponse(db, actor.couple.id, actor.partnerId),
  ]);
  return presentQuizState(mine, partner);
}

/**
 * Saves a new round of answers (each round is kept; the latest counts), and tells the partner's
 * screen, which may be waiting for exactly this.
 */
export async function saveQuizAnswers(
  deps: Pick<AppDependencies, 'db' | 'pool' | 'bus'>,
  actor: Actor,
  answers: TQuizAnswers,
): Promise<TQuizState> {
  await withTransaction(deps.pool, async (scope) => {
    const id = await insertQuizResponse(
      scope.db,
      { coupleId: actor.couple.id, userId: actor.userId },
      answers,
    );
    await publishToCouple(deps.bus, scope, actor.couple.id, { type: 'games.changed', ids: [id] });
    // Both have answered now: the partner can compare.
    if (await findLatestQuizResponse(scope.db, actor.couple.id, actor.partnerId)) {
      await notifyPartner(scope.db, actor, 'quiz');
    }
  });
  return getQuizState(deps.db, actor);
}
