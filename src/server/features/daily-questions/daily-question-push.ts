import { pushOutbox } from '@server/db/schema/moments';
import { enqueuePush } from '@server/features/notifications/notifications.repository';
import type { ReminderTarget } from '@server/features/notifications/reminders.repository';
import type { AppDependencies } from '@server/http/context';
import { isoDateInZone } from '@shared/domain/calendar-day';
import { addDays } from '@shared/domain/milestones';
import { minutesInZone } from '@shared/domain/quiet-hours';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { findAnswersOf } from './daily-questions.repository';
import { getOrChooseDay } from './daily-questions.service';

/** The morning lasts this long after quiet hours end (08:00 without quiet hours). */
const MORNING_MINUTES = 4 * 60;
const DEFAULT_MORNING_START = 8 * 60;

/** Whether the person's own clock is in their morning: from the end of their quiet hours. */
function isMorning(target: ReminderTarget, now: Date): boolean {
  const start = target.quietStart === target.quietEnd ? DEFAULT_MORNING_START : target.quietEnd;
  const minutesSinceStart = (minutesInZone(now, target.timeZone) - start + 1440) % 1440;
  return minutesSinceStart < MORNING_MINUTES;
}

/** Whether today's morning push already has something: an event, a milestone, the pet, a memory. */
async function hasMorningReminder(
  db: AppDependencies['db'],
  userId: string,
  today: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.userId, userId),
        or(
          inArray(pushOutbox.dedupeKey, [
            `milestone:${today}`,
            `pet:${today}`,
            `onThisDay:${today}`,
          ]),
          like(pushOutbox.dedupeKey, sql`${`event:%:${addDays(today, 1)}`}`),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * "La pregunta del día" as the morning push, when the morning has nothing else to say and the
 * person has not answered it yet. Queued in their morning (after their quiet hours), once a day.
 * The question is the couple's for that date, chosen now if nobody asked yet: the same one the
 * app shows them.
 */
export async function queueDailyQuestionPush(
  deps: Pick<AppDependencies, 'db' | 'pool'>,
  target: ReminderTarget,
  now: Date,
): Promise<void> {
  if (!isMorning(target, now)) return;
  const today = isoDateInZone(now, target.timeZone);
  if (await hasMorningReminder(deps.db, target.userId, today)) return;
  const day = await getOrChooseDay(deps.pool, target.coupleId, today);
  const answers = await findAnswersOf(deps.db, [day.id]);
  if (answers.some((answer) => answer.userId === target.userId)) return;
  await enqueuePush(deps.db, {
    recipientId: target.userId,
    kind: 'dailyQuestion',
    params: { questionId: day.questionId },
    dedupeKey: `dailyQuestion:${today}`,
  });
}
