import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { isValidTimeZone } from '../domain/calendar-day';

/** What a person can be notified of, each with its own switch. */
export const NOTIFICATION_KINDS = [
  'memory',
  'emotion',
  'quiz',
  'eventTomorrow',
  'milestone',
  'petHungry',
  'onThisDay',
  'thinking',
  'comment',
  'dailyAnswer',
  'dailyQuestion',
  /** "Tienes una carta de Ana": a sealed letter's day has come (its morning, once). */
  'letter',
  /** A message in the couple's chat (grouped while unread, dropped once read on an open screen). */
  'chat',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** 'HH:MM', 00:00 to 23:59. */
const clockTime = z
  .string({ error: 'notifications.invalidTime' })
  .check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'notifications.invalidTime' }));

const timeZone = z
  .string({ error: 'errors.invalidInput' })
  .check(z.refine((value) => isValidTimeZone(value), { error: 'errors.invalidInput' }));

const language = z.enum(LANGUAGES, { error: 'errors.invalidInput' });

export const ZNotificationSettingsSchema = z.object(
  {
    disabledKinds: z
      .array(z.enum(NOTIFICATION_KINDS, { error: 'errors.invalidInput' }))
      .check(z.maxLength(NOTIFICATION_KINDS.length, { error: 'errors.invalidInput' })),
    quietStart: clockTime,
    quietEnd: clockTime,
    timeZone,
    language,
    /** Omitted: left as it is (the kind switches and quiet hours send their own fields only). */
    discreet: z.optional(z.boolean({ error: 'errors.invalidInput' })),
  },
  { error: 'errors.invalidInput' },
);
export type TNotificationSettingsInput = z.output<typeof ZNotificationSettingsSchema>;

/** `GET /api/notifications`: the settings, this server's VAPID key and the devices subscribed. */
export interface TNotificationSettings extends Omit<TNotificationSettingsInput, 'discreet'> {
  /** Pushes say only "Tienes algo nuevo en Juntos", for a lock screen others can see. */
  discreet: boolean;
  vapidPublicKey: string;
  subscriptionCount: number;
}

/** A browser's PushSubscription.toJSON(), plus where and in which language its person lives. */
export const ZPushSubscriptionSchema = z.object(
  {
    endpoint: z.string({ error: 'errors.invalidInput' }).check(
      z.maxLength(2000, { error: 'errors.invalidInput' }),
      z.refine((value) => /^https?:\/\/[^\s]+$/.test(value), { error: 'errors.invalidInput' }),
    ),
    keys: z.object({
      p256dh: z
        .string({ error: 'errors.invalidInput' })
        .check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { error: 'errors.invalidInput' })),
      auth: z
        .string({ error: 'errors.invalidInput' })
        .check(z.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, { error: 'errors.invalidInput' })),
    }),
    timeZone,
    language,
  },
  { error: 'errors.invalidInput' },
);
export type TPushSubscriptionInput = z.output<typeof ZPushSubscriptionSchema>;

export const ZPushUnsubscribeSchema = z.object(
  { endpoint: z.string({ error: 'errors.invalidInput' }).check(z.maxLength(2000)) },
  { error: 'errors.invalidInput' },
);
