import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { notifyPartner } from '@server/features/notifications/notifications.service';
import { findFullName } from '@server/features/profile/profile.service';
import { badRequest, conflict, notFound } from '@server/http/errors';
import { publishToCouple } from '@server/realtime/publish';
import { DAILY_QUESTIONS } from '@shared/content/daily-questions/catalog';
import { addDays } from '@shared/domain/calendar-day';
import {
  coupleQuestionOrder,
  NO_REPEAT_DAYS,
  pickDailyQuestion,
} from '@shared/domain/daily-question-order';
import { dailyQuestionStreak } from '@shared/domain/daily-question-streak';
import {
  DAILY_QUESTION_HISTORY_PAGE,
  type TDailyQuestionDay,
  type TDailyQuestionHistory,
  type TDailyQuestionToday,
} from '@shared/schemas/daily-questions';
import { presentDay } from './daily-questions.presenter';
import {
  type DailyQuestionRow,
  findAnswersOf,
  findBothAnsweredDates,
  findDayOn,
  findDaysThrough,
  findRecentQuestionIds,
  insertDay,
  lockCoupleDailyQuestions,
  lockDay,
  upsertAnswer,
} from './daily-questions.repository';

type DailyQuestionDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus'>;

const dayNotFound = () => notFound('dailyQuestion.notFound');

/**
 * The couple's question for a date, chosen and stored the first time either partner asks for it
 * (so it never changes afterwards): the first of the couple's own order not asked in the last
 * year. Under the couple's lock, so two first visits at once store one question.
 */
export async function getOrChooseDay(
  pool: DailyQuestionDependencies['pool'],
  coupleId: string,
  date: string,
): Promise<DailyQuestionRow> {
  return withTransaction(pool, async ({ db }) => {
    const existing = await findDayOn(db, coupleId, date);
    if (existing) return existing;
    await lockCoupleDailyQuestions(db, coupleId);
    const chosen = await findDayOn(db, coupleId, date);
    if (chosen) return chosen;
    const { recent, askedLongestAgo } = await findRecentQuestionIds(
      db,
      coupleId,
      addDays(date, -NO_REPEAT_DAYS),
    );
    const questionId = pickDailyQuestion(
      coupleQuestionOrder(coupleId, DAILY_QUESTIONS),
      recent,
      askedLongestAgo,
    );
    await insertDay(db, { coupleId, questionDate: date, questionId });
    const inserted = await findDayOn(db, coupleId, date);
    if (!inserted) throw new Error('the daily question was not stored');
    return inserted;
  });
}

export async function findStreak(
  { db }: { db: Db },
  coupleId: string,
  today: string,
): Promise<number> {
  return dailyQuestionStreak(new Set(await findBothAnsweredDates(db, coupleId)), today);
}

export async function getTodayQuestion(
  deps: DailyQuestionDependencies,
  actor: Actor,
): Promise<TDailyQuestionToday> {
  const day = await getOrChooseDay(deps.pool, actor.couple.id, actor.today);
  const [answers, streak, partnerFullName] = await Promise.all([
    findAnswersOf(deps.db, [day.id]),
    findStreak(deps, actor.couple.id, actor.today),
    findFullName(deps.db, actor.partnerId),
  ]);
  const partnerName = partnerFullName.trim().split(/\s+/)[0] ?? '';
  return { day: presentDay(day, answers, actor.userId), streak, partnerName };
}

/** Past days, newest first, a page at a time (today is on the question's own card). */
export async function findQuestionHistory(
  { db }: { db: Db },
  actor: Actor,
  before: string | undefined,
): Promise<TDailyQuestionHistory> {
  const days = await findDaysThrough(db, actor.couple.id, {
    through: addDays(actor.today, -1),
    before,
    limit: DAILY_QUESTION_HISTORY_PAGE + 1,
  });
  const page = days.slice(0, DAILY_QUESTION_HISTORY_PAGE);
  const answers = await findAnswersOf(
    db,
    page.map((day) => day.id),
  );
  const last = page.at(-1);
  return {
    days: page.map((day) => presentDay(day, answers, actor.userId)),
    nextBefore: days.length > page.length && last ? last.questionDate : null,
  };
}

/**
 * Saves the caller's answer to a day's question: theirs to write or rewrite until the partner has
 * answered, then final (409 `dailyQuestion.answerLocked`). Decided under the day's row lock, so
 * two partners answering at the same moment are taken one after the other: the second either
 * writes their first answer (and both see both) or finds their own answer locked. A day after the
 * caller's today is not theirs yet (their partner may live ahead of them).
 */
export async function answerDailyQuestion(
  deps: DailyQuestionDependencies,
  actor: Actor,
  dayId: string,
  answer: string,
): Promise<TDailyQuestionDay> {
  return withTransaction(deps.pool, async (scope) => {
    const day = await lockDay(scope.db, actor.couple.id, dayId);
    if (!day) throw dayNotFound();
    if (day.questionDate > actor.today) throw badRequest('dailyQuestion.notYet');
    const answers = await findAnswersOf(scope.db, [day.id]);
    const hasPartnerAnswered = answers.some((row) => row.userId !== actor.userId);
    const hasAnswered = answers.some((row) => row.userId === actor.userId);
    if (hasAnswered && hasPartnerAnswered) throw conflict('dailyQuestion.answerLocked');
    const isFirst = await upsertAnswer(scope.db, {
      dailyQuestionId: day.id,
      coupleId: actor.couple.id,
      userId: actor.userId,
      answer,
    });
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'daily-questions.changed',
      ids: [day.id],
    });
    // Only that they answered: their words never travel in a push.
    if (isFirst) {
      await notifyPartner(scope, actor, 'dailyAnswer', { both: hasPartnerAnswered ? 1 : 0 });
    }
    // The day as this write left it (still under the lock), not as a later write may have.
    return presentDay(day, await findAnswersOf(scope.db, [day.id]), actor.userId);
  });
}

/**
 * The morning push's question for one partner: the couple's question of their today (chosen
 * now if nobody asked yet, the same the app shows), or null once they answered it.
 */
export async function morningQuestionFor(
  deps: Pick<AppDependencies, 'db' | 'pool'>,
  { coupleId, userId, today }: { coupleId: string; userId: string; today: string },
): Promise<number | null> {
  const day = await getOrChooseDay(deps.pool, coupleId, today);
  const answers = await findAnswersOf(deps.db, [day.id]);
  return answers.some((answer) => answer.userId === userId) ? null : day.questionId;
}
