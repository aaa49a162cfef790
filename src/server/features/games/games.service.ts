import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notifyPartner } from '@server/features/notifications/notifications.service';
import { conflict } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import type { TQuizAnswers } from '@shared/games/quiz-questions';
import type { TQuizState } from '@shared/schemas/games';
import { presentQuizState } from './games.presenter';
import {
  findCurrentQuizRound,
  findQuizResponse,
  insertQuizResponse,
  insertQuizRound,
  lockCoupleQuiz,
} from './games.repository';

async function findRoundAnswers(db: Db, actor: Actor, round: number) {
  const coupleId = actor.couple.id;
  return Promise.all([
    findQuizResponse(db, { coupleId, userId: actor.userId, round }),
    findQuizResponse(db, { coupleId, userId: actor.partnerId, round }),
  ]);
}

/**
 * The caller's quiz in the couple's current round: their answers and, once both partners
 * answered it, the partner's and the compatibility.
 */
export async function getQuizState({ db }: { db: Db }, actor: Actor): Promise<TQuizState> {
  const round = await findCurrentQuizRound(db, actor.couple.id);
  const [mine, partner] = await findRoundAnswers(db, actor, round);
  return presentQuizState(round, mine, partner);
}

type QuizDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

/**
 * Saves the caller's answers to the current round. They are final: a second answer to the same
 * round (say, after seeing the partner's) is a 409 `games.quiz.alreadyAnswered`. The partner's
 * screen, which may be waiting for exactly this, is told.
 */
export async function saveQuizAnswers(
  deps: QuizDependencies,
  actor: Actor,
  answers: TQuizAnswers,
): Promise<TQuizState> {
  await withTransaction(deps.pool, async (scope) => {
    await lockCoupleQuiz(scope.db, actor.couple.id);
    const round = await findCurrentQuizRound(scope.db, actor.couple.id);
    const id = await insertQuizResponse(
      scope.db,
      { coupleId: actor.couple.id, userId: actor.userId, round },
      answers,
    );
    if (!id) throw conflict('games.quiz.alreadyAnswered');
    await publishToCouple(deps.bus, scope, actor.couple.id, { type: 'games.changed', ids: [id] });
    // Both have answered this round now: the partner can compare.
    const partner = { coupleId: actor.couple.id, userId: actor.partnerId, round };
    if (await findQuizResponse(scope.db, partner)) {
      await notifyPartner(scope, actor, 'quiz');
    }
  });
  return getQuizState(deps, actor);
}

/**
 * Starts the round after `after` for both partners, once both answered it (else a 409
 * `games.quiz.roundNotFinished`). Both pressing "new round" at once start one: the second finds
 * the round already past `after` and changes nothing.
 */
export async function startQuizRound(
  deps: QuizDependencies,
  actor: Actor,
  after: number,
): Promise<TQuizState> {
  await withTransaction(deps.pool, async (scope) => {
    await lockCoupleQuiz(scope.db, actor.couple.id);
    const round = await findCurrentQuizRound(scope.db, actor.couple.id);
    if (round > after) return;
    const [mine, partner] = await findRoundAnswers(scope.db, actor, round);
    if (round < after || !mine || !partner) throw conflict('games.quiz.roundNotFinished');
    await insertQuizRound(scope.db, {
      coupleId: actor.couple.id,
      round: round + 1,
      startedBy: actor.userId,
    });
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'games.changed',
      ids: [actor.couple.id],
    });
  });
  return getQuizState(deps, actor);
}
