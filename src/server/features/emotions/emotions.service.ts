import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notifyPartner } from '@server/features/notifications/notifications.service';
import { AppError, badRequest, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { monthRange } from '@shared/domain/calendar-day';
import type { TEmotionType } from '@shared/emotions';
import type { TEmotion, TEmotionMonth, TTodayEmotions } from '@shared/schemas/emotions';
import { presentEmotion, presentEmotionMonth, presentTodayEmotions } from './emotions.presenter';
import {
  deleteOwnEmotion,
  emotionExistsInCouple,
  findEmotionsBetween,
  insertEmotion,
} from './emotions.repository';

type EmotionsDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

const emotionNotFound = () => notFound('emotions.notFound');

/**
 * The jar: what each partner recorded for the caller's today. A partner in another time zone
 * dates their emotions by their own day, so the jar shows what they dated on this same day.
 */
export async function findTodayEmotions({ db }: { db: Db }, actor: Actor): Promise<TTodayEmotions> {
  const rows = await findEmotionsBetween(db, actor.couple.id, actor.today, actor.today);
  return presentTodayEmotions(rows, actor.userId, actor.today);
}

export async function createEmotion(
  deps: EmotionsDependencies,
  actor: Actor,
  emotionType: TEmotionType,
): Promise<TEmotion> {
  return withTransaction(deps.pool, async (scope) => {
    const row = await insertEmotion(scope.db, {
      coupleId: actor.couple.id,
      userId: actor.userId,
      emotionType,
      emotionDate: actor.today,
    });
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'emotions.changed',
      ids: [row.id],
    });
    await notifyPartner(scope, actor, 'emotion');
    return presentEmotion(row);
  });
}

/**
 * Deletes one of the caller's own emotions. The partner's exists but is not theirs to delete
 * (403); another couple's, or none, is a 404 like any unknown id.
 */
export async function deleteEmotion(
  deps: EmotionsDependencies,
  actor: Actor,
  id: string,
): Promise<void> {
  await withTransaction(deps.pool, async (scope) => {
    const isDeleted = await deleteOwnEmotion(scope.db, {
      coupleId: actor.couple.id,
      userId: actor.userId,
      id,
    });
    if (!isDeleted) {
      if (await emotionExistsInCouple(scope.db, actor.couple.id, id)) {
        throw new AppError(403, 'forbidden', 'emotions.notYours');
      }
      throw emotionNotFound();
    }
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'emotions.changed',
      ids: [id],
    });
  });
}

/**
 * One month of the emotion calendar: each day with emotions, mine and my partner's apart, and
 * the month's total. Months after the caller's current one have nothing to show and are refused.
 */
export async function findEmotionMonth(
  { db }: { db: Db },
  actor: Actor,
  month: string,
): Promise<TEmotionMonth> {
  if (month > actor.today.slice(0, 7)) throw badRequest('emotions.futureMonth');
  const [from, to] = monthRange(`${month}-01`);
  const rows = await findEmotionsBetween(db, actor.couple.id, from, to);
  return presentEmotionMonth(rows, { userId: actor.userId, month, today: actor.today });
}
