import { languageOf } from '@shared/constants';
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START, minutesToClock } from '@shared/domain/quiet-hours';
import type { TNotificationKind, TNotificationSettings } from '@shared/schemas/notifications';
import type { NotificationSettingsRow } from './notifications.repository';

/**
 * A person's push settings as the API answers them; someone who never saved any (no row) gets
 * the defaults: everything on, quiet from 22:00 to 08:00, UTC, Spanish, not discreet.
 */
export function presentNotificationSettings(
  row: NotificationSettingsRow | null,
  push: { vapidPublicKey: string; subscriptionCount: number },
): TNotificationSettings {
  return {
    disabledKinds: (row?.disabledKinds ?? []) as TNotificationKind[],
    quietStart: minutesToClock(row?.quietStart ?? DEFAULT_QUIET_START),
    quietEnd: minutesToClock(row?.quietEnd ?? DEFAULT_QUIET_END),
    timeZone: row?.timeZone ?? 'UTC',
    language: languageOf(row?.language),
    discreet: row?.discreet ?? false,
    ...push,
  };
}
