import { withTransaction } from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import {
  dropWaitingPushes,
  notifyPartner,
} from '@server/features/notifications/notifications.service';
import { findFullName } from '@server/features/profile/profile.service';
import { tooManyRequests } from '@server/http/errors';
import { publishToCouple, publishToUser } from '@server/realtime/publish';
import { LIMITS } from '@shared/constants';
import { isoDateInZone } from '@shared/domain/calendar-day';
import type { TAffectionTap, TAffectionToday } from '@shared/schemas/affection';
import {
  countTapsOnDay,
  countTapsSince,
  insertTap,
  lastTapAt,
  lockSender,
} from './affection.repository';

/** A tap within this long of the sender's previous one adds to the count, without a push. */
export const GENTLE_INTERVAL_MS = 60_000;
/**
 * How long a push waits for the heart to be seen live: the partner's open screen answers within
 * a second (`POST /api/affection/seen`), and then the push is dropped.
 */
export const LIVE_GRACE_MS = 30_000;

type AffectionDependencies = Pick<AppDependencies, 'db' | 'pool' | 'bus' | 'clock'>;

export async function getAffectionToday(
  { db, clock }: Pick<AppDependencies, 'db' | 'clock'>,
  actor: Actor,
  timeZone: string,
): Promise<TAffectionToday> {
  const now = clock.now();
  const today = isoDateInZone(now, timeZone);
  const [counts, partnerName] = await Promise.all([
    countTapsOnDay(db, {
      coupleId: actor.couple.id,
      readerId: actor.userId,
      day: today,
      timeZone,
      now,
    }),
    findFullName(db, actor.partnerId),
  ]);
  return { today, partnerName, ...counts };
}

/**
 * "Pienso en ti": the partner's open screens get a heart at once (their user channel); a push
 * is queued for them unless this tap came within a minute of the sender's last one. The push
 * waits `LIVE_GRACE_MS` for the live heart to be seen, then follows the sender job's rules
 * (quiet hours hold it for the morning, where the held ones go out as one grouped push).
 */
export async function sendAffection(
  deps: AffectionDependencies,
  actor: Actor,
  timeZone: string,
): Promise<TAffectionTap> {
  const now = deps.clock.now();
  const isPushed = await withTransaction(deps.pool, async (scope) => {
    await lockSender(scope.db, actor.userId);
    // A script, not a person: its taps would be rows and live events without end.
    const recent = await countTapsSince(scope.db, actor.userId, new Date(now.getTime() - 60_000));
    if (recent >= LIMITS.affectionPerMinute) throw tooManyRequests('affection.tooMany');
    const last = await lastTapAt(scope.db, actor.userId);
    const shouldPush = !last || now.getTime() - last.getTime() >= GENTLE_INTERVAL_MS;
    const tapId = await insertTap(scope.db, {
      coupleId: actor.couple.id,
      fromUserId: actor.userId,
      isPushed: shouldPush,
      createdAt: now,
    });
    if (shouldPush) {
      const notBefore = new Date(now.getTime() + LIVE_GRACE_MS);
      await notifyPartner(scope, actor, 'thinking', {}, { notBefore });
    }
    await publishToCouple(deps.bus, scope, actor.couple.id, {
      type: 'affection.changed',
      ids: [tapId],
    });
    await publishToUser(deps.bus, scope, actor.partnerId, {
      type: 'affection.received',
      ids: [tapId],
    });
    return shouldPush;
  });
  return { ...(await getAffectionToday(deps, actor, timeZone)), isPushed };
}

/** The partner saw the heart arrive on an open screen: the push it would have had is dropped. */
export async function markAffectionSeen(
  { db, clock }: Pick<AppDependencies, 'db' | 'clock'>,
  actor: Actor,
): Promise<void> {
  await dropWaitingPushes({ db }, actor.userId, 'thinking', clock.now());
}
