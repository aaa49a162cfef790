import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/http/context';
import { AppError, badRequest, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { monthRange } from '@shared/domain/calendar-day';
import type { TEmotionType } from '@shared/emotions';
import type {
  TEmotion,
  TEmotionDay,
  TEmotionMonth,
  TTodayEmotions,
} from '@shared/schemas/emotions';
import {
  countEmotionsBetween,
  deleteOwnEmotion,
  type EmotionRow,
  emotionExistsInCouple,
  findEmotionsBetween,
  insertEmotion,
} from './emotions.repository';

/** Who is asking, and their own calendar day (from their time zone). */
export interface EmotionsActor {
  userId: string;
  coupleId: string;
  today: string;
}

type EmotionsDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toEmotion = ({ id, emotionType, emotionDate, createdAt }: EmotionRow): TEmotion => ({
  id,
  emotionType,
  emotionDate,
  createdAt,
});

/**
 * The jar: what each partner recorded for the caller's today. A partner in another time zone
 * dates their emotions by their own day, so the jar shows what they dated on this same day.
 */
export async function findTodayEmotions(db: Db, actor: EmotionsActor): Promise<TTodayEmotions> {
  const rows = await findEmotionsBetween(db, actor.coupleId, actor.today, actor.today);
  return {
    today: actor.today,
    mine: rows.filter((row) => row.userId === actor.userId).map(toEmotion),
    partner: rows.filter((row) => row.userId !== actor.userId).map(toEmotion),
  };
}

export async function createEmotion(
  deps: EmotionsDependencies,
  actor: EmotionsActor,
  emotionType: TEmotionType,
): Promise<TEmotion> {
  return withTransaction(deps.pool, async (scope) => {
    const row = await insertEmotion(scope.db, {
      coupleId: actor.coupleId,
      userId: actor.userId,
      emotionType,
      emotionDate: actor.today,
    });
    await publishToCouple(deps.bus, scope, actor.coupleId, {
      type: 'emotions.changed',
      ids: [row.id],
    });
    return toEmotion(row);
  });
}

/**
 * Deletes one of the caller's own emotions. The partner's exists but is not theirs to delete
 * (403); another couple's, or none, is a 404 like any unknown id.
 */
export async function deleteEmotion(
  deps: EmotionsDependencies,
  actor: Omit<EmotionsActor, 'today'>,
  id: string,
): Promise<void> {
  if (!UUID.test(id)) throw notFound('emotions.notFound');
  await withTransaction(deps.pool, async (scope) => {
    const isDeleted = await deleteOwnEmotion(scope.db, { ...actor, id });
    if (!isDeleted) {
      if (await emotionExistsInCouple(scope.db, actor.coupleId, id)) {
        throw new AppError(403, 'forbidden', 'emotions.notYours');
      }
      throw notFound('emotions.notFound');
    }
    await publishToCouple(deps.bus, scope, actor.coupleId, { type: 'emotions.changed', ids: [id] });
  });
}

/**
 * One month of the emotion calendar: each day with emotions, mine and my partner's apart, and
 * the month's total. Months after the caller's current one have nothing to show and are refused.
 */
export async function findEmotionMonth(
  db: Db,
  actor: EmotionsActor,
  month: string,
): Promise<TEmotionMonth> {
  if (month > actor.today.slice(0, 7)) throw badRequest('emotions.futureMonth');
  const [from, to] = monthRange(`${month}-01`);
  const rows = await findEmotionsBetween(db, actor.coupleId, from, to);
  const days = new Map<string, TEmotionDay>();
  // Oldest first within a day, so the calendar reads in the order they were felt.
  for (const row of [...rows].reverse()) {
    const day = days.get(row.emotionDate) ?? { date: row.emotionDate, mine: [], partner: [] };
    (row.userId === actor.userId ? day.mine : day.partner).push(row.emotionType);
    days.set(row.emotionDate, day);
  }
  return {
    month,
    today: actor.today,
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    total: rows.length,
  };
}

/**
 * "Emotions this month" of the stats page: both partners' emotions dated in the caller's current
 * month, the same figure as the emotion calendar's total for that month.
 */
export function countEmotionsThisMonth(db: Db, coupleId: string, today: string): Promise<number> {
  const [from, to] = monthRange(today);
  return countEmotionsBetween(db, coupleId, from, to);
}
