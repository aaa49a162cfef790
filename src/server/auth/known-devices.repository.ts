import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import { knownDevices } from '@server/db/schema/devices';
import { notificationSettings } from '@server/db/schema/notifications';
import { eq, sql } from 'drizzle-orm';

/**
 * Remembers that the account signed in from this device. `isNew`: never seen before;
 * `wasAway`: seen before, but not in the last minute (a sign-in at the same moment, as a double
 * submit, is the same one); `hadOthers`: the account had other devices already (its very first
 * is no news to anyone). One statement, so two sign-ins at once agree on which was the first:
 * the second waits for the first's row and finds it just seen.
 */
export async function rememberDevice(
  db: Db,
  userId: string,
  deviceKey: string,
): Promise<{ isNew: boolean; wasAway: boolean; hadOthers: boolean }> {
  const result = await db.execute<{ is_new: boolean; had_others: boolean }>(sql`
    with others as (
      select exists (
        select 1 from ${knownDevices}
        where ${knownDevices.userId} = ${userId} and ${knownDevices.deviceKey} <> ${deviceKey}
      ) as had_others
    ), upserted as (
      insert into ${knownDevices} (user_id, device_key) values (${userId}, ${deviceKey})
      on conflict (user_id, device_key) do update set last_seen_at = now()
        where ${knownDevices.lastSeenAt} < now() - interval '1 minute'
      returning (xmax = 0) as is_new
    )
    select upserted.is_new, others.had_others from others left join upserted on true`);
  const row = result.rows[0];
  const isClaimed = row?.is_new != null;
  return {
    isNew: row?.is_new === true,
    wasAway: isClaimed && row?.is_new === false,
    hadOthers: row?.had_others ?? false,
  };
}

/** Who to tell, and in which language and time zone (kept with their notification settings). */
export async function findNoticeRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      language: notificationSettings.language,
      timeZone: notificationSettings.timeZone,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
