// The years a date in this app can have. PostgreSQL has no year 0 (a '0000-01-01' was a 500),
// and nothing a couple records lies outside these.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/**
 * A calendar date as the app stores it: 'YYYY-MM-DD', a real day of the calendar, in the years
 * 1900 to 2999.
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
