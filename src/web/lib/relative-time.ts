import { formatRelative } from '@shared/domain/date-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, short, in `language`: "hace 5 min", "hace 3 h", "ayer". Under a minute counts
 * in seconds, so a fresh reopen never claims an age it does not have.
 */
export function shortTimeAgo(then: number, now: number, language: string): string {
  const format = {
    format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      formatRelative(value, unit, language, { style: 'short' }),
  };
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return format.format(-Math.round(ago / 1000), 'second');
  if (ago < HOUR) return format.format(-Math.round(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.round(ago / HOUR), 'hour');
  return format.format(-Math.round(ago / DAY), 'day');
}
