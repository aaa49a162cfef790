import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './columns';

/**
 * The devices an account has signed in from, remembered after their sessions end (sign-out
 * deletes the session row), so signing in again from one of them sends no "new sign-in" email.
 * A device is its browser, system and kind as read from the user agent (`device_key`), not the
 * whole string: a browser update changes the version in it, not the device.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: userRef('user_id').notNull(),
    deviceKey: text('device_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceKey] })],
);
