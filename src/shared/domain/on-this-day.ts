/**
 * "Un día como hoy": which month-days of earlier years count as today. A memory of 29 February
 * comes back on 28 February in the years that have no 29th, so it is not skipped three years in
 * four.
 */
export function onThisDayMonthDays(today: string): string[] {
  const monthDay = today.slice(5);
  const year = Number(today.slice(0, 4));
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-28' && !isLeap ? ['02-28', '02-29'] : [monthDay];
}

/** Whole years between an earlier date and today (the memory's anniversary count). */
export function yearsBetween(earlier: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(earlier.slice(0, 4));
}
