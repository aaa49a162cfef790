import type { Clock } from '@server/jobs/clock';
import { isoDateInZone } from '@shared/domain/calendar-day';

/**
 * The day in `zone` by the app's clock. Tests about days hand the app a stopped `ManualClock`
 * and read "today" from it, so their today and the server's are one reading, whatever the hour.
 */
export const todayIn = (clock: Clock, zone: string) => isoDateInZone(clock.now(), zone);
