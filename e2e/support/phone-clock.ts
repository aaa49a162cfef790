import { isoDateInZone } from '@shared/domain/calendar-day';
import { MS_PER_DAY } from '@shared/domain/time';
import { machineNow } from '@test/machine-clock';

/**
 * The e2e tests' one clock. A test's phones stand in a zone whose clock reads about noon when
 * the test starts (`noonZone`): the server and the phone count "today" in the phone's zone (the
 * app sends it with every request), so a test lasting minutes never sees its day change, whatever
 * the hour of the machine, and what it expects of "today" is read here, in the same zone. Month
 * and year ends, leap days and daylight-saving changes are the unit and integration suites' to
 * prove, at those instants (`npm run test:any-day`).
 */
export function noonZone(at: Date): string {
  const hours = at.getUTCHours() + at.getUTCMinutes() / 60;
  // From -12 to +12 hours: every whole offset has its Etc zone (whose sign is POSIX's, inverted).
  const offset = Math.round(12 - hours);
  // Plain 'UTC', the name the browser gives back for it (it reports 'Etc/UTC' as 'UTC'), so a
  // test comparing the zone the app sent with this one passes at noon UTC too.
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let currentZone: string | null = null;

/** Set by the phones fixture when a test starts (browser.ts); cleared when it ends. */
export function standPhonesAt(zone: string | null): void {
  currentZone = zone;
}

/** The zone of this test's phones (unless a phone was opened in another on purpose). */
export function phoneZone(): string {
  if (!currentZone) throw new Error('phoneZone() runs inside a test from e2e/support/fixtures.ts');
  return currentZone;
}

/** Today on the test's phones, or in `zone` ('YYYY-MM-DD'). */
export function phoneToday(zone = phoneZone()): string {
  return isoDateInZone(machineNow(), zone);
}

/** `days` after (or before) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
}
