import type { TransactionScope } from '@server/db/transaction';
import type { TRealtimeEvent } from '@shared/realtime-events';
import { coupleChannel, userChannel } from '@shared/realtime-events';
import type { RealtimeBus } from './realtime-bus';

/**
 * Tells both partners' open screens that something of their couple changed. Call it inside the
 * writing transaction: the NOTIFY leaves on commit, and not at all on a rollback.
 *
 *   await publishToCouple(deps.bus, scope, couple.id, { type: 'memories.changed', ids: [id] });
 */
export function publishToCouple(
  bus: RealtimeBus,
  { client }: Pick<TransactionScope, 'client'>,
  coupleId: string,
  event: TRealtimeEvent,
): Promise<void> {
  return bus.publish(coupleChannel(coupleId), event, client);
}

/** The same for one user's own streams (their other tabs and devices). */
export function publishToUser(
  bus: RealtimeBus,
  { client }: Pick<TransactionScope, 'client'>,
  userId: string,
  event: TRealtimeEvent,
): Promise<void> {
  return bus.publish(userChannel(userId), event, client);
}
