/**
 * The web's one module for calendar dates: 'YYYY-MM-DD' strings for days and 'YYYY-MM' for
 * months, compared as strings, never Date objects carried around (a Date is an instant, and
 * `new Date('2024-02-14')` is UTC midnight, which west of Greenwich is still the 13th).
 * "Today" is the person's own day in the browser's zone, the zone every request sends, so it is
 * the day the server counts as their today too. Texts use the shared formatters, Intl in the
 * reader's language.
 */
import { isoDateInZone } from '@shared/domain/calendar-day';
import { formatDay } from '@shared/domain/date-format';

export { daysBetween } from '@shared/domain/calendar-day';
export { monthOf, shiftMonth } from '@shared/domain/calendar-month';

/**
 * The zone the server renders a page in (the visitor's, from the `juntos-prefs` cookie): set
 * only by src/web/entry-server.tsx, so the server's "today" is the one the browser will draw.
 */
let renderZone: () => string | undefined = () => undefined;
export function setRenderTimeZone(zoneOfRender: () => string | undefined) {
  renderZone = zoneOfRender;
}

let deviceZone: string | undefined;
/** This device's IANA zone, the one every request sends (`lib/api-client.ts`). */
const deviceTimeZone = () => {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
};

/** The zone dates and times are drawn in: the render's on the server, this device's here. */
export const localTimeZone = (): string => renderZone() ?? deviceTimeZone();

/** Today's date in the person's own time zone (the shared core's `isoDateInZone`). */
export const localToday = (): string => isoDateInZone(new Date(), renderZone() ?? deviceTimeZone());

// Dates are shown through the one set of formatters (`@shared/domain/date-format`), named here
// as the screens call them.
export {
  formatDay,
  formatInstant,
  formatMonth,
  formatNumber,
  formatRelative,
  formatWeekday,
} from '@shared/domain/date-format';

/** Day, month and year in the reader's language ('14 de febrero de 2024', 'February 14, 2024'). */
export const formatLongDate = (isoDate: string, language: string) =>
  formatDay(isoDate, language, 'long');

/** With the weekday ('sábado, 14 de febrero de 2024'): a calendar day's spoken name. */
export const formatFullDate = (isoDate: string, language: string) =>
  formatDay(isoDate, language, 'full');
