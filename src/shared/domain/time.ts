/** Milliseconds in a day of 24 hours (UTC arithmetic on calendar dates; no daylight saving). */
export const MS_PER_DAY = 24 * 60 * 60 * 1000;
