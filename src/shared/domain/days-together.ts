import { MS_PER_DAY } from './time';

const utcMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Whole days from the start date to today (both calendar dates), never negative. */
export function daysTogether(startDate: string, today: string): number {
  const days = Math.floor((utcMidnight(today) - utcMidnight(startDate)) / MS_PER_DAY);
  return Number.isNaN(days) ? 0 : Math.max(0, days);
}

/** Today's calendar date where the code runs ('YYYY-MM-DD'). */
export function localIsoDate(date = new Date()): string {
  const year = date.getFullYear();
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
