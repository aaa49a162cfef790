import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import { notifyUser } from '@server/features/notifications/notifications.service';
import type { Job } from '@server/jobs/job-scheduler';
import type { Logger } from '@server/logger';
import { isoDateInZone, latestDayOnEarth } from '@shared/domain/calendar-day';
import {
  DEFAULT_QUIET_END,
  DEFAULT_QUIET_START,
  minutesInZone,
  quietHoursEnd,
} from '@shared/domain/quiet-hours';
import { findUnannouncedLetters, markLetterAnnounced } from './letters.repository';

// "Tienes una carta de Ana": the push on a dated letter's day, in its reader's morning.

/** The morning of someone whose quiet hours do not end it (none, or a siesta): 08:00. */
const MORNING_FROM = 8 * 60;

/**
 * Whether the reader's morning has come on their clock: their quiet hours of the night are over
 * (08:00 without such hours) and they are not in quiet hours now. The scan runs every quarter of
 * an hour, so the push comes within one of the start of their morning.
 */
function isMorningOrLater(
  now: Date,
  zone: string,
  { quietStart, quietEnd }: { quietStart: number; quietEnd: number },
): boolean {
  const endsTheNight = quietStart !== quietEnd && (quietStart > quietEnd || quietStart === 0);
  const morning = endsTheNight ? quietEnd : MORNING_FROM;
  const isQuiet = quietHoursEnd(now, zone, { start: quietStart, end: quietEnd }) !== null;
  return minutesInZone(now, zone) >= morning && !isQuiet;
}

/**
 * "Tienes una carta de Ana": for each dated letter whose day has come in its reader's zone
 * (their notification settings), once their morning has come, one push, and `notified_at` so it
 * is never queued again. It names only the writer: no word of the letter travels in a push.
 */
export async function announceLettersOfTheDay(
  deps: Pick<AppDependencies, 'db' | 'pool'> & { log: Logger },
  now: Date,
): Promise<number> {
  let announced = 0;
  for (const letter of await findUnannouncedLetters(deps.db, latestDayOnEarth(now))) {
    const zone = letter.timeZone ?? 'UTC';
    if (letter.opensOn > isoDateInZone(now, zone)) continue;
    const hours = {
      quietStart: letter.quietStart ?? DEFAULT_QUIET_START,
      quietEnd: letter.quietEnd ?? DEFAULT_QUIET_END,
    };
    // A letter of an earlier day (the server was down that morning) goes now, quiet hours apart.
    if (letter.opensOn === isoDateInZone(now, zone) && !isMorningOrLater(now, zone, hours))
      continue;
    try {
      const isNew = await withTransaction(deps.pool, async ({ db }) => {
        if (!(await markLetterAnnounced(db, letter.id, now))) return false;
        await notifyUser(
          { db },
          letter.readerId,
          'letter',
          {},
          { nameOf: letter.writerId ?? undefined, dedupeKey: `letter:${letter.id}` },
        );
        return true;
      });
      if (isNew) announced += 1;
    } catch (error) {
      deps.log.error({ err: error }, 'letters: could not announce a letter');
    }
  }
  return announced;
}

export const LETTERS_DAY_JOB = 'letters-day-push';

/** Every quarter of an hour, once across instances, like the day's other reminders. */
export function lettersDayJob(deps: Pick<AppDependencies, 'db' | 'pool'>): Job {
  return {
    name: LETTERS_DAY_JOB,
    everyMs: 15 * 60_000,
    run: async ({ now, log }) => {
      const announced = await announceLettersOfTheDay({ ...deps, log }, now);
      if (announced > 0) log.info({ announced }, 'letters: the day’s letters announced');
    },
  };
}
