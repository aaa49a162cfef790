import type { Db } from '@server/db/client';
import {
  notificationSettings,
  pushOutbox,
  pushSubscriptions,
} from '@server/db/schema/notifications';
import { profiles } from '@server/db/schema/profile';
import { and, asc, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm';

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;

export async function findSettingsRow(
  db: Db,
  userId: string,
): Promise<NotificationSettingsRow | null> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

export async function upsertSettingsRow(
  db: Db,
  values: Omit<NotificationSettingsRow, 'updatedAt' | 'discreet'> & { discreet?: boolean },
): Promise<NotificationSettingsRow> {
  const { userId, discreet, ...rest } = values;
  // Without a choice the stored one stays (a new row starts at the column's default).
  const choice = discreet === undefined ? {} : { discreet };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...rest, ...choice })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...rest, ...choice, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert into notification_settings returned no row');
  return row;
}

/** A subscribing browser says where and in which language its person lives. */
export async function saveZoneAndLanguage(
  db: Db,
  userId: string,
  timeZone: string,
  language: string,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, timeZone, language })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { timeZone, language, updatedAt: sql`now()` },
    });
}

/** A person's browsers that receive pushes: the newest this many, older ones are let go. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Saves a browser's subscription for `userId`; false when the endpoint belongs to another account
 * (it stays theirs until they unsubscribe: knowing an endpoint must not be enough to take it).
 * Run in a transaction: the user's subscriptions are locked, so parallel subscribes cannot both
 * slip under the cap.
 */
export async function saveSubscription(
  db: Db,
  values: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
): Promise<boolean> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`push-subscriptions:${values.userId}`}, 0))`,
  );
  const saved = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: values.p256dh, auth: values.auth, createdAt: sql`now()` },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) return false;
  await db.execute(sql`
    delete from ${pushSubscriptions}
    where user_id = ${values.userId} and id not in (
      select id from ${pushSubscriptions} where user_id = ${values.userId}
      order by created_at desc, id desc limit ${MAX_SUBSCRIPTIONS_PER_USER})`);
  return true;
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function findSubscriptions(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.total ?? 0;
}

/**
 * Queues a push for `recipientId` in one statement, only when it can matter: they have a
 * subscribed browser and have not switched the kind off. A `dedupeKey` already queued is skipped.
 * Due at once by default ('-infinity', not the database's now(): the sender's clock decides).
 */
export async function enqueuePush(
  db: Db,
  push: {
    recipientId: string;
    kind: string;
    params: Record<string, string | number>;
    dedupeKey?: string;
    notBefore?: Date;
    /** Adds `name`: this user's first name (the partner who acted). */
    nameOf?: string;
  },
): Promise<boolean> {
  const name = push.nameOf
    ? sql`coalesce((select jsonb_build_object('name', split_part(btrim(${profiles.fullName}), ' ', 1))
        from ${profiles} where ${profiles.id} = ${push.nameOf}), '{}'::jsonb)`
    : sql`'{}'::jsonb`;
  const result = await db.execute(sql`
    insert into ${pushOutbox} (user_id, kind, params, dedupe_key, not_before)
    select ${push.recipientId}, ${push.kind}, ${JSON.stringify(push.params)}::jsonb || ${name},
           ${push.dedupeKey ?? null}, coalesce(${push.notBefore ?? null}::timestamptz, '-infinity'::timestamptz)
    where exists (select 1 from ${pushSubscriptions} where user_id = ${push.recipientId})
      and not exists (
        select 1 from ${notificationSettings}
        where user_id = ${push.recipientId} and ${push.kind} = any(disabled_kinds))
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  return result.rows.length > 0;
}

/** Pushes due at `now`, oldest first. */
export function findDuePushes(db: Db, now: Date, limit: number): Promise<PushOutboxRow[]> {
  return db
    .select()
    .from(pushOutbox)
    .where(and(isNull(pushOutbox.finishedAt), lte(pushOutbox.notBefore, now)))
    .orderBy(asc(pushOutbox.createdAt))
    .limit(limit);
}

export async function lastDeliveredAt(db: Db, userId: string, kind: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(pushOutbox.finishedAt) })
    .from(pushOutbox)
    .where(
      and(eq(pushOutbox.userId, userId), eq(pushOutbox.kind, kind), eq(pushOutbox.delivered, true)),
    );
  return row?.at ?? null;
}

export async function postponePushes(db: Db, ids: string[], notBefore: Date): Promise<void> {
  await db.update(pushOutbox).set({ notBefore }).where(inArray(pushOutbox.id, ids));
}

export async function finishPushes(
  db: Db,
  ids: string[],
  { at, delivered }: { at: Date; delivered: boolean },
): Promise<void> {
  await db.update(pushOutbox).set({ finishedAt: at, delivered }).where(inArray(pushOutbox.id, ids));
}

export async function retryPushes(
  db: Db,
  ids: string[],
  { attempts, notBefore }: { attempts: number; notBefore: Date },
): Promise<void> {
  await db.update(pushOutbox).set({ attempts, notBefore }).where(inArray(pushOutbox.id, ids));
}

/** Delivered and abandoned rows older than the cap's window are history nobody reads. */
export async function pruneFinishedPushes(db: Db, before: Date): Promise<void> {
  await db
    .delete(pushOutbox)
    .where(sql`${pushOutbox.finishedAt} is not null and ${pushOutbox.finishedAt} < ${before}`);
}

/** Finishes, unsent, the pushes of `kind` still waiting for `userId`. */
/** Drops (params null) or merges new params into the user's waiting push named `dedupeKey`. */
export async function reviseWaitingPushRow(
  db: Db,
  userId: string,
  dedupeKey: string,
  params: Record<string, string | number> | null,
  now: Date,
): Promise<void> {
  const waiting = and(
    eq(pushOutbox.userId, userId),
    eq(pushOutbox.dedupeKey, dedupeKey),
    isNull(pushOutbox.finishedAt),
  );
  if (params === null) {
    await db.update(pushOutbox).set({ finishedAt: now, delivered: false }).where(waiting);
    return;
  }
  await db
    .update(pushOutbox)
    .set({ params: sql`${pushOutbox.params} || ${JSON.stringify(params)}::jsonb` })
    .where(waiting);
}

export async function finishWaitingPushes(
  db: Db,
  userId: string,
  kind: string,
  now: Date,
): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ finishedAt: now, delivered: false })
    .where(
      and(eq(pushOutbox.userId, userId), eq(pushOutbox.kind, kind), isNull(pushOutbox.finishedAt)),
    );
}
