/**
 * The month grid of a calendar screen and the month arithmetic around it, on 'YYYY-MM-DD'
 * calendar dates (no time zones: a date is the same day everywhere). Days are counted by
 * `./calendar-day.ts`.
 */

import { daysBetween } from './calendar-day';
import { MS_PER_DAY } from './time';

const toUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** 0 = Sunday, 1 = Monday: the first column of the grid. */
export type TWeekStart = 0 | 1;

/**
 * The first day of the week where each language is spoken, for a calendar whose first column the
 * spec leaves open (the events calendar): Monday in Spain, Portugal, France, Germany and Italy,
 * Sunday in English as the app's English is American. A table rather than `Intl.Locale`'s week
 * info, which Node and the browser must agree on for a server-drawn page to hydrate.
 */
const WEEK_START_BY_LANGUAGE: Record<string, TWeekStart> = { en: 0 };

export const weekStartOf = (language: string): TWeekStart =>
  WEEK_START_BY_LANGUAGE[language.slice(0, 2)] ?? 1;

export interface TCalendarDay {
  date: string;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  isInMonth: boolean;
}

/** The month ('YYYY-MM') a date falls in. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The month `delta` months from `month` ('2026-12', +1 -> '2027-01'). */
export function shiftMonth(month: string, delta: number): string {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + delta;
  const shiftedYear = Math.floor(index / 12);
  return `${String(shiftedYear).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as rows of seven days, starting on `weekStart`; the first and last rows
 * are filled with the neighbouring months' days. Always whole weeks (4 to 6 rows).
 */
export function monthGrid(month: string, weekStart: TWeekStart): TCalendarDay[][] {
  const first = toUtc(`${month}-01`);
  const leading = (new Date(first).getUTCDay() - weekStart + 7) % 7;
  const daysInMonth = new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0),
  ).getUTCDate();
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;
  const weeks: TCalendarDay[][] = [];
  for (let cell = 0; cell < cells; cell++) {
    const date = fromUtc(first + (cell - leading) * MS_PER_DAY);
    if (cell % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({ date, isInMonth: monthOf(date) === month });
  }
  return weeks;
}

/**
 * Days until the soonest of `dates` that is today or later (today counts as 0); null when none
 * lies ahead.
 */
export function daysUntilNext(today: string, dates: readonly string[]): number | null {
  let soonest: number | null = null;
  for (const date of dates) {
    const days = daysBetween(today, date);
    if (days >= 0 && (soonest === null || days < soonest)) soonest = days;
  }
  return soonest;
}
