import { daysBetween } from './calendar-day';

/** Whole days from the start date to today (both calendar dates), never negative. */
export function daysTogether(startDate: string, today: string): number {
  const days = daysBetween(startDate, today);
  return Number.isNaN(days) ? 0 : Math.max(0, days);
}
