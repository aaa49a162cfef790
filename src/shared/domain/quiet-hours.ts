const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes after midnight of `instant` on the wall clock of `timeZone`. */
export function minutesInZone(instant: Date, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** Quiet hours of someone who never set them: 22:00 to 08:00, minutes after midnight. */
export const DEFAULT_QUIET_START = 22 * 60;
export const DEFAULT_QUIET_END = 8 * 60;

/** 'HH:MM' <-> minutes after midnight. */
export const clockToMinutes = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const minutesToClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When quiet hours (`start` to `end`, minutes after midnight in `timeZone`; start > end spans
 * midnight) end, if `now` is inside them; null when it is not (or start = end: no quiet hours).
 * Measured in wall-clock minutes from now, so a DST change that night shifts it by that hour.
 */
export function quietHoursEnd(
  now: Date,
  timeZone: string,
  { start, end }: { start: number; end: number },
): Date | null {
  if (start === end) return null;
  const minute = minutesInZone(now, timeZone);
  const isQuiet = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!isQuiet) return null;
  const minutesLeft = (end - minute + 1440) % 1440;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + minutesLeft * 60_000);
}
