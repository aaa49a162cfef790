import type { AppDependencies } from '@server/deps';
import { addDays, daysBetween, isoDateInZone } from '@shared/domain/calendar-day';
import { isDaysTogetherMilestone } from '@shared/domain/milestones';
import { driftedStat } from '@shared/domain/pet';
import {
  type MorningQuestionSource,
  noMorningQuestion,
  queueMorningQuestion,
} from './morning-question';
import { enqueuePush } from './notifications.repository';
import {
  findEventsOn,
  findPet,
  findReminderTargets,
  type ReminderTarget,
} from './reminders.repository';

/** Under this the pet is hungry enough to ask (its bar turns red below a third). */
const HUNGRY_BELOW = 30;

/**
 * The reminders nobody's action triggers, for one person on their own today: an event tomorrow,
 * a milestone or anniversary, a hungry pet, "un día como hoy". Each carries a dedupe key with the
 * day, so a scan every few minutes queues it once; quiet hours then hold it until the morning.
 */
/**
 * "Un día como hoy" for one couple on one day: how many memories, and the newest one's title.
 * Given by the memories feature at start (bootstrap.ts), like the morning question, for the same
 * reason: memories imports notifications to tell the partner of a new memory.
 */
export type OnThisDaySource = (
  coupleId: string,
  today: string,
) => Promise<{ total: number; newestTitle: string } | null>;

/** What other features tell the reminders; nothing by default (tests that need it pass it). */
export interface ReminderSources {
  morningQuestion: MorningQuestionSource;
  onThisDay: OnThisDaySource;
}

export const noReminderSources: ReminderSources = {
  morningQuestion: noMorningQuestion,
  onThisDay: async () => null,
};

type ReminderDependencies = Pick<AppDependencies, 'db'> & ReminderSources;

async function queueRemindersFor(
  deps: ReminderDependencies,
  target: ReminderTarget,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const today = isoDateInZone(now, target.timeZone);
  const tomorrow = addDays(today, 1);
  const recipientId = target.userId;

  for (const event of await findEventsOn(db, target.coupleId, tomorrow)) {
    await enqueuePush(db, {
      recipientId,
      kind: 'eventTomorrow',
      params: { title: event.title },
      dedupeKey: `event:${event.id}:${tomorrow}`,
    });
  }

  const start = target.relationshipStartDate;
  const days = daysBetween(start, today);
  const years = Number(today.slice(0, 4)) - Number(start.slice(0, 4));
  if (years >= 1 && today.slice(5) === start.slice(5)) {
    await enqueuePush(db, {
      recipientId,
      kind: 'milestone',
      params: { years },
      dedupeKey: `milestone:${today}`,
    });
  } else if (isDaysTogetherMilestone(days)) {
    await enqueuePush(db, {
      recipientId,
      kind: 'milestone',
      params: { days },
      dedupeKey: `milestone:${today}`,
    });
  }

  const pet = await findPet(db, target.coupleId);
  if (pet && driftedStat(pet.hunger, pet.lastFedAt ?? pet.createdAt, now) < HUNGRY_BELOW) {
    await enqueuePush(db, {
      recipientId,
      kind: 'petHungry',
      params: { name: pet.petName },
      dedupeKey: `pet:${today}`,
    });
  }

  const onThisDay = await deps.onThisDay(target.coupleId, today);
  if (onThisDay) {
    await enqueuePush(db, {
      recipientId,
      kind: 'onThisDay',
      params: { title: onThisDay.newestTitle, memories: onThisDay.total },
      dedupeKey: `onThisDay:${today}`,
    });
  }

  // Last: it only goes when none of the above did.
  await queueMorningQuestion(deps, target, now);
}

export async function queueReminders(
  deps: ReminderDependencies & Pick<AppDependencies, 'log'>,
  now: Date,
): Promise<void> {
  for (const target of await findReminderTargets(deps.db)) {
    try {
      await queueRemindersFor(deps, target, now);
    } catch (error) {
      deps.log.error({ err: error }, 'could not queue reminders');
    }
  }
}
