/**
 * The web's one module for calendar dates: 'YYYY-MM-DD' strings for days and 'YYYY-MM' for
 * months, compared as strings, never Date objects carried around (a Date is an instant, and
 * `new Date('2024-02-14')` is UTC midnight, which west of Greenwich is still the 13th).
 * "Today" is the person's own day in the browser's zone, the zone every request sends, so it is
 * the day the server counts as their today too. Texts use Intl in the reader's language.
 */
import { localIsoDate } from '@shared/domain/days-together';

export { daysBetween, monthOf, shiftMonth } from '@shared/domain/calendar-month';

/**
 * The zone the server renders a page in (the visitor's, from the `juntos-prefs` cookie): set
 * only by src/web/entry-server.tsx, so the server's "today" is the one the browser will draw.
 */
let renderZone: () => string | undefined = () => undefined;
export function setRenderTimeZone(zoneOfRender: () => string | undefined) {
  renderZone = zoneOfRender;
}

// One formatter per zone (there are a few hundred): a server rendering asks for "today" in
// many components, and building a formatter was 2% of the server's CPU for a dashboard page.
const isoFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' in a named zone ('en-CA' writes dates that way). */
function isoDateIn(timeZone: string): string {
  let formatter = isoFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
    isoFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date());
}

/** Today's date in the person's own time zone. */
export const localToday = (): string => {
  const zone = renderZone();
  return zone ? isoDateIn(zone) : localIsoDate();
};

/** A 'YYYY-MM-DD' date as local midnight (null when it is not one), for Intl and date inputs. */
export function parseLocalDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  return new Date(year, month - 1, day);
}

type DateStyle = 'long' | 'full' | 'month';
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  month: { month: 'long', year: 'numeric' },
};

// A formatter per language and style, made once: building one costs far more than using it,
// and a list of memories or a month grid formats dozens of dates in one render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatDate(isoDate: string, language: string, style: DateStyle) {
  const date = parseLocalDate(isoDate);
  if (!date) return isoDate;
  const key = `${language}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** Day, month and year in the reader's language ('14 de febrero de 2024', 'February 14, 2024'). */
export const formatLongDate = (isoDate: string, language: string) =>
  formatDate(isoDate, language, 'long');

/** With the weekday ('sábado, 14 de febrero de 2024'): a calendar day's spoken name. */
export const formatFullDate = (isoDate: string, language: string) =>
  formatDate(isoDate, language, 'full');

/** A month as a calendar's title ('Febrero de 2024', 'February 2024'), capitalised. */
export function formatMonth(month: string, language: string): string {
  const text = formatDate(`${month}-01`, language, 'month');
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
