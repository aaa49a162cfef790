import type { Db } from '@server/db/client';
import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { badRequest, conflict } from '@server/http/errors';
import { clockToMinutes } from '@shared/domain/quiet-hours';
import type {
  TNotificationKind,
  TNotificationSettings,
  TNotificationSettingsInput,
  TPushSubscriptionInput,
} from '@shared/schemas/notifications';
import { presentNotificationSettings } from './notifications.presenter';
import {
  countSubscriptions,
  deleteSubscription,
  enqueuePush,
  findSettingsRow,
  finishWaitingPushes,
  pruneFinishedPushes,
  reviseWaitingPushRow,
  saveSubscription,
  saveZoneAndLanguage,
  upsertSettingsRow,
} from './notifications.repository';
import { checkPushEndpoint, pushEndpointPolicy } from './push-endpoint-policy';
import { deliverDuePushes } from './push-sender';
import { noReminderSources, queueReminders, type ReminderSources } from './reminders';
import { resolveVapidKeys } from './vapid-keys';

type SettingsDependencies = Pick<AppDependencies, 'db' | 'config'>;

const pushPolicy = (config: AppDependencies['config']) =>
  pushEndpointPolicy(config.PUSH_SERVICE_HOSTS);

/**
 * Tells the partner, never the actor, that something happened (a memory, an emotion, the quiz).
 * Call it inside the action's transaction: the push is queued only if the action commits.
 */
export async function notifyPartner(
  { db }: { db: Db },
  actor: Actor,
  kind: Extract<
    TNotificationKind,
    'memory' | 'emotion' | 'quiz' | 'comment' | 'thinking' | 'dailyAnswer' | 'chat'
  >,
  params: Record<string, string | number> = {},
  options: {
    /** Not sent before this instant ("pienso en ti" waits for the heart to be seen live). */
    notBefore?: Date;
    /** Names the push, so what it tells can be taken back or reworded while it waits. */
    dedupeKey?: string;
  } = {},
): Promise<void> {
  await enqueuePush(db, {
    recipientId: actor.partnerId,
    kind,
    params,
    nameOf: actor.userId,
    ...options,
  });
}

/**
 * Tells one person something no action of theirs or their partner's triggers now (a sealed
 * letter's day has come): queued for `recipientId`, named after `options.nameOf`. Call it inside
 * the transaction that records it was told, so it is queued exactly once.
 */
export async function notifyUser(
  { db }: { db: Db },
  recipientId: string,
  kind: Extract<TNotificationKind, 'letter'>,
  params: Record<string, string | number>,
  options: { nameOf?: string | undefined; dedupeKey: string },
): Promise<void> {
  await enqueuePush(db, {
    recipientId,
    kind,
    params,
    dedupeKey: options.dedupeKey,
    ...(options.nameOf ? { nameOf: options.nameOf } : {}),
  });
}

/**
 * The partner's push named `dedupeKey`, while it has not gone out: dropped (`params` null: what
 * it told was taken back, as a deleted comment) or given new params (an edited comment's text).
 */
export async function reviseWaitingPush(
  { db }: { db: Db },
  recipientId: string,
  dedupeKey: string,
  params: Record<string, string | number> | null,
  now: Date,
): Promise<void> {
  await reviseWaitingPushRow(db, recipientId, dedupeKey, params, now);
}

/**
 * Drops `userId`'s pushes of `kind` still waiting: what they tell already reached the person's
 * open screen. Finished undelivered, so the hourly cap does not count them.
 */
export async function dropWaitingPushes(
  { db }: { db: Db },
  userId: string,
  kind: TNotificationKind,
  now: Date,
): Promise<void> {
  await finishWaitingPushes(db, userId, kind, now);
}

export async function getNotificationSettings(
  { db, config }: SettingsDependencies,
  userId: string,
): Promise<TNotificationSettings> {
  const [row, subscriptionCount, keys] = await Promise.all([
    findSettingsRow(db, userId),
    countSubscriptions(db, userId),
    resolveVapidKeys(config),
  ]);
  return presentNotificationSettings(row, { vapidPublicKey: keys.publicKey, subscriptionCount });
}

export async function updateNotificationSettings(
  deps: SettingsDependencies,
  userId: string,
  input: TNotificationSettingsInput,
): Promise<TNotificationSettings> {
  await upsertSettingsRow(deps.db, {
    userId,
    disabledKinds: [...new Set(input.disabledKinds)],
    quietStart: clockToMinutes(input.quietStart),
    quietEnd: clockToMinutes(input.quietEnd),
    timeZone: input.timeZone,
    language: input.language,
    discreet: input.discreet,
  });
  return getNotificationSettings(deps, userId);
}

/**
 * Registers a browser: only an endpoint of a push service the server may send to, never one
 * another account holds (409: the web app then asks its browser for a fresh endpoint).
 */
export async function subscribeToPush(
  deps: SettingsDependencies & Pick<AppDependencies, 'pool'>,
  userId: string,
  input: TPushSubscriptionInput,
): Promise<TNotificationSettings> {
  if (checkPushEndpoint(input.endpoint, pushPolicy(deps.config)).kind === 'refused') {
    throw badRequest('errors.pushServiceRefused');
  }
  const isSaved = await withTransaction(deps.pool, ({ db }) =>
    saveSubscription(db, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    }),
  );
  if (!isSaved) throw conflict('errors.pushEndpointTaken');
  await saveZoneAndLanguage(deps.db, userId, input.timeZone, input.language);
  return getNotificationSettings(deps, userId);
}

export async function unsubscribeFromPush(
  deps: SettingsDependencies,
  userId: string,
  endpoint: string,
): Promise<TNotificationSettings> {
  await deleteSubscription(deps.db, userId, endpoint);
  return getNotificationSettings(deps, userId);
}

export const PUSH_SENDER_JOB = 'push-sender';
export const PUSH_REMINDERS_JOB = 'push-reminders';
const MINUTE = 60_000;

/**
 * The two jobs of push, each run once across instances: the sender empties the outbox every
 * minute; the reminders scan queues the day's reminders every 15 minutes (and prunes history).
 */
export function addNotificationJobs(
  deps: AppDependencies,
  /** What the morning push reads of other features (the daily question's, the memories'). */
  sources: ReminderSources = noReminderSources,
): void {
  // Made now, on the first start, rather than on the first push.
  const keys = resolveVapidKeys(deps.config);
  keys.catch((error: unknown) => deps.log.error({ err: error }, 'could not read the VAPID keys'));
  deps.jobs.add({
    name: PUSH_SENDER_JOB,
    everyMs: MINUTE,
    checkEveryMs: 15_000,
    run: async ({ now, log }) =>
      deliverDuePushes(
        { db: deps.db, keys: await keys, log, policy: pushPolicy(deps.config) },
        now,
      ),
  });
  deps.jobs.add({
    name: PUSH_REMINDERS_JOB,
    everyMs: 15 * MINUTE,
    run: async ({ now, log }) => {
      await queueReminders({ ...deps, log, ...sources }, now);
      await pruneFinishedPushes(deps.db, new Date(now.getTime() - 2 * 24 * 60 * MINUTE));
    },
  });
}

/** The data directory's key pair file: `npm run backup` and `restore` carry it. */
export { VAPID_KEYS_FILE } from './vapid-keys';
