import type { Clock } from '@server/jobs/clock';
import { isoDateInZone, isValidTimeZone, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import type { Context } from 'hono';

/** The caller's IANA time zone from the web app's header; UTC when absent or unknown. */
export function userTimeZone(c: Context): string {
  const zone = c.req.header(TIME_ZONE_HEADER);
  return isValidTimeZone(zone) ? zone : 'UTC';
}

/**
 * The caller's own calendar day ('YYYY-MM-DD'), which every "today" of the API means: on the
 * app's clock (`deps.clock`), so a test clock moves every today at once.
 */
export function userToday(clock: Clock, timeZone: string): string {
  return isoDateInZone(clock.now(), timeZone);
}
