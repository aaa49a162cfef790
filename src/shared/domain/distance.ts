import { daysBetween, isoDateInZone } from './calendar-day';
import { formatInstant } from './date-format';
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START, minutesInZone } from './quiet-hours';

/** Where the partner lives and when they sleep, as the dashboard's distance card needs it. */
export interface TPartnerClock {
  timeZone: string;
  /** Their quiet hours, minutes after midnight in `timeZone` (start = end: none set). */
  quietStart: number;
  quietEnd: number;
}

/** Whether `minute` (after midnight) falls in the quiet hours `start` to `end` (may span midnight). */
function isWithin(minute: number, start: number, end: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The partner's time of day as the viewer reads it ('3:12', '3:12 AM': Intl in the viewer's
 * language and its 12 or 24-hour clock) and whether it is night there: inside their quiet hours,
 * or 22:00 to 08:00 for someone who has none. Null when their clock shows what the viewer's does
 * (the same zone, or another on the same hour): then there is no distance to show.
 */
export function partnerLocalTime(
  now: Date,
  viewerZone: string,
  partner: TPartnerClock,
  language: string,
): { time: string; isNight: boolean } | null {
  const theirs = minutesInZone(now, partner.timeZone);
  const isSameClock =
    theirs === minutesInZone(now, viewerZone) &&
    isoDateInZone(now, partner.timeZone) === isoDateInZone(now, viewerZone);
  if (isSameClock) return null;
  const hasQuietHours = partner.quietStart !== partner.quietEnd;
  const isNight = hasQuietHours
    ? isWithin(theirs, partner.quietStart, partner.quietEnd)
    : isWithin(theirs, DEFAULT_QUIET_START, DEFAULT_QUIET_END);
  return { time: formatInstant(now, language, 'time', partner.timeZone), isNight };
}

export type TReunionCountdown =
  | { when: 'today' }
  | { when: 'tomorrow' }
  | { when: 'days'; days: number };

/** "Nos vemos en 12 días", "mañana", "¡hoy!": from the viewer's today to the reunion's day. */
export function reunionCountdown(reunionDate: string, today: string): TReunionCountdown | null {
  const days = daysBetween(today, reunionDate);
  if (Number.isNaN(days) || days < 0) return null;
  if (days === 0) return { when: 'today' };
  if (days === 1) return { when: 'tomorrow' };
  return { when: 'days', days };
}
