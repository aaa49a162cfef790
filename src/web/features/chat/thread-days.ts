import { isoDateInZone } from '@shared/domain/calendar-day';
import { daysBetween, formatDay, formatInstant, localTimeZone } from '@web/lib/calendar-dates';

/** The calendar day a message was written on, in the reader's zone. */
export const dayOf = (createdAt: string) => isoDateInZone(new Date(createdAt), localTimeZone());

/** When in the day it was written ('18:30', '6:30 PM'). */
export const timeOf = (createdAt: string, language: string) =>
  formatInstant(createdAt, language, 'time', localTimeZone());

/** A day's heading in the thread: "Hoy", "Ayer", or its date. */
export function dayHeading(
  day: string,
  today: string,
  language: string,
  words: { today: string; yesterday: string },
): string {
  if (day === today) return words.today;
  if (daysBetween(day, today) === 1) return words.yesterday;
  return formatDay(
    day,
    language,
    day.slice(0, 4) === today.slice(0, 4) ? 'weekdayDayMonth' : 'long',
  );
}
