import { addDays } from './calendar-day';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The anniversary of `startDate` in `year`: a 29 February start has it on the 28th otherwise. */
function anniversaryIn(startDate: string, year: number): string {
  const monthDay = startDate.slice(5);
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/**
 * "El día de nuestro aniversario": the next anniversary of the relationship's start after
 * `today` (a letter sealed until a day is sealed until a day still to come). Its first year
 * counts: a couple together since last spring has theirs next spring.
 */
export function nextAnniversary(startDate: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = anniversaryIn(startDate, year);
  if (thisYear > today && thisYear > startDate) return thisYear;
  const next = anniversaryIn(startDate, year + 1);
  return next > startDate ? next : anniversaryIn(startDate, Number(startDate.slice(0, 4)) + 1);
}

/**
 * The first day a letter sealed until a day may be given: after the writer's today and after
 * the reader's (who may already live tomorrow), so it is never open the moment it is sealed.
 */
export const firstSealableDay = (writerToday: string, readerToday: string | null) =>
  addDays(readerToday && readerToday > writerToday ? readerToday : writerToday, 1);
