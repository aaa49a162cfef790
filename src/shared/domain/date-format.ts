/**
 * Every date, time and count the app shows a person goes through these formatters, on the web,
 * in the server-drawn page, in the export's album and in the emails: Intl in the reader's
 * language, one formatter per language and style, made once (building one costs far more than
 * using it, and a list or a month grid formats dozens in one render).
 *
 * A day ('YYYY-MM-DD', `./calendar-day.ts`) is drawn as that calendar day everywhere (it is
 * formatted in UTC, where its midnight is); an instant (an ISO timestamp) in a zone, by default
 * the one the code runs in (the device's, on the web).
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Cached by every part of its key; a zone Intl does not know throws, as Intl does. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    // Bounded: a language or zone may come from a request.
    if (cache.size < 1000) cache.set(key, format);
  }
  return format;
}

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    dateFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );

const DAY_STYLES = {
  /** '14 de febrero de 2024', 'February 14, 2024'. */
  long: { dateStyle: 'long' },
  /** 'sábado, 14 de febrero de 2024': a calendar day's spoken name. */
  full: { dateStyle: 'full' },
  /** 'sábado, 14 de febrero': a day of this year, in a list of days. */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 'febrero de 2024': a month (see `formatMonth`). */
  month: { month: 'long', year: 'numeric' },
  /** 'sáb', 'Sat': a calendar's column (see `formatWeekday`). */
  weekdayShort: { weekday: 'short' },
  /** 'sábado', 'Saturday'. */
  weekdayLong: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TDayStyle = keyof typeof DAY_STYLES;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in the reader's language; anything that is not a day is shown as it came. */
export function formatDay(isoDate: string, language: string, style: TDayStyle): string {
  const midnight = DAY_PATTERN.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(midnight)) return isoDate;
  return dateFormat(language, { ...DAY_STYLES[style], timeZone: 'UTC' }).format(midnight);
}

/** A month ('YYYY-MM') as a calendar's title ('Febrero de 2024', 'February 2024'), capitalised. */
export function formatMonth(month: string, language: string): string {
  const text = formatDay(`${month}-01`, language, 'month');
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** A weekday's name, 0 = Sunday ... 6 = Saturday, without the abbreviation's dot ('lun'). */
export function formatWeekday(weekday: number, language: string, style: 'short' | 'long'): string {
  // 2023-01-01 was a Sunday.
  const day = `2023-01-0${1 + (((weekday % 7) + 7) % 7)}`;
  const text = formatDay(day, language, style === 'short' ? 'weekdayShort' : 'weekdayLong');
  return style === 'short' ? text.replace('.', '') : text;
}

const INSTANT_STYLES = {
  /** '14 de febrero de 2024'. */
  longDate: { dateStyle: 'long' },
  /** '14 feb 2024'. */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '14 feb'. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** '18:30', '6:30 PM'. */
  time: { timeStyle: 'short' },
  /** 'sábado, 14 de febrero de 2024, 18:30'. */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** 'sábado, 14 de febrero de 2024, 18:30 CET': a time read far from where it happened. */
  fullDateTimeZone: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TInstantStyle = keyof typeof INSTANT_STYLES;

/**
 * An instant in the reader's language, in `timeZone` (an IANA zone; one Intl does not know is
 * UTC, so a time is always printable) or, without one, the zone the code runs in.
 */
export function formatInstant(
  instant: Date | string | number,
  language: string,
  style: TInstantStyle,
  timeZone?: string,
): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  const options: Intl.DateTimeFormatOptions = { ...INSTANT_STYLES[style] };
  if (timeZone === undefined) return dateFormat(language, options).format(at);
  try {
    return dateFormat(language, { ...options, timeZone }).format(at);
  } catch {
    return dateFormat(language, { ...options, timeZone: 'UTC' }).format(at);
  }
}

/** A number in the reader's language ('1.000', '1,000'). */
export const formatNumber = (value: number, language: string): string =>
  cached(numberFormats, language, () => new Intl.NumberFormat(language)).format(value);

/**
 * A time from now in the reader's language: `value` units ahead, behind when negative ('hace 2
 * años', 'ayer'). `numeric: 'auto'` says "ayer" where it can, 'always' says "hace 1 día".
 */
export function formatRelative(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string,
  options: { numeric?: 'auto' | 'always'; style?: 'long' | 'short' } = {},
): string {
  const { numeric = 'auto', style = 'long' } = options;
  const format = cached(
    relativeFormats,
    `${language}|${numeric}|${style}`,
    () => new Intl.RelativeTimeFormat(language, { numeric, style }),
  );
  return format.format(value, unit);
}
