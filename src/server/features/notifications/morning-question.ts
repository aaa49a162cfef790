import type { AppDependencies } from '@server/deps';
import { addDays, isoDateInZone } from '@shared/domain/calendar-day';
import { minutesInZone } from '@shared/domain/quiet-hours';
import { enqueuePush } from './notifications.repository';
import { hasMorningReminder, type ReminderTarget } from './reminders.repository';

/**
 * Today's question for one partner, or null when they already answered it. Given by the daily
 * question feature at start (bootstrap.ts): notifications does not import it, since it imports
 * notifications to tell the partner of an answer.
 */
export type MorningQuestionSource = (who: {
  coupleId: string;
  userId: string;
  today: string;
}) => Promise<number | null>;

export const noMorningQuestion: MorningQuestionSource = async () => null;

/** The morning lasts this long after quiet hours end (08:00 without quiet hours). */
const MORNING_MINUTES = 4 * 60;
const DEFAULT_MORNING_START = 8 * 60;

/** Whether the person's own clock is in their morning: just after their quiet hours. */
function isMorning(target: ReminderTarget, now: Date): boolean {
  const start = target.quietStart === target.quietEnd ? DEFAULT_MORNING_START : target.quietEnd;
  const minutesSinceStart = (minutesInZone(now, target.timeZone) - start + 1440) % 1440;
  return minutesSinceStart < MORNING_MINUTES;
}

/**
 * "La pregunta del día" as the morning push when the morning has nothing else to say (no event
 * tomorrow, milestone, hungry pet or "un día como hoy" queued for today) and the person has not
 * answered it yet. Queued in their morning, once a day (its dedupe key holds the date).
 */
export async function queueMorningQuestion(
  deps: Pick<AppDependencies, 'db'> & { morningQuestion: MorningQuestionSource },
  target: ReminderTarget,
  now: Date,
): Promise<void> {
  if (!isMorning(target, now)) return;
  const today = isoDateInZone(now, target.timeZone);
  if (await hasMorningReminder(deps.db, target.userId, today, addDays(today, 1))) return;
  const questionId = await deps.morningQuestion({
    coupleId: target.coupleId,
    userId: target.userId,
    today,
  });
  if (questionId === null) return;
  await enqueuePush(deps.db, {
    recipientId: target.userId,
    kind: 'dailyQuestion',
    params: { questionId },
    dedupeKey: `dailyQuestion:${today}`,
  });
}
