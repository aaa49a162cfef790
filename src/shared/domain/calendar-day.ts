import { MS_PER_DAY } from './time';

/**
 * The one core for days and time zones, on both sides: a day is a 'YYYY-MM-DD' calendar date
 * (the same day everywhere, compared as a string), a zone an IANA name.
 *
 * "Today" is the person's own calendar day, not the server's: two partners in different time
 * zones each have their own. The web app sends its IANA zone on every request
 * (`TIME_ZONE_HEADER`); the server turns it into a date with `isoDateInZone` on its clock, the
 * browser with the same function on its own (`localToday` in src/web/lib/calendar-dates.ts).
 * Days are counted and moved with `daysBetween` and `addDays` (UTC arithmetic on dates, so no
 * daylight-saving hour shifts a day).
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatterCache.get(timeZone);
  if (cached) return cached;
  try {
    // en-CA formats as YYYY-MM-DD.
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Bounded: the header is client input, and each distinct value would otherwise stay cached.
    if (formatterCache.size < 1000) formatterCache.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** A zone Intl knows ('Europe/Madrid', 'UTC'); anything else (or over 64 chars) is not one. */
export function isValidTimeZone(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.length <= 64 && formatterFor(value) !== null;
}

/** The calendar date ('YYYY-MM-DD') of `instant` in `timeZone`; UTC for an unknown zone. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const formatter = formatterFor(timeZone) ?? (formatterFor('UTC') as Intl.DateTimeFormat);
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const utcMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Whole days from one date to another: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}

/** The date `days` days after `isoDate` (before it for a negative `days`). */
export function addDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The zone furthest ahead (UTC+14): no one on Earth has a later calendar day than its. */
export const FURTHEST_AHEAD_ZONE = 'Pacific/Kiritimati';

/** The latest calendar day anyone on Earth can be living at `instant`. */
export const latestDayOnEarth = (instant: Date) => isoDateInZone(instant, FURTHEST_AHEAD_ZONE);

/** The first and last day of the month of an ISO date: `['2026-02-01', '2026-02-28']`. */
export function monthRange(isoDate: string): [string, string] {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = isoDate.slice(0, 7);
  return [`${prefix}-01`, `${prefix}-${String(lastDay).padStart(2, '0')}`];
}
