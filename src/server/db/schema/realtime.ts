import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './columns';

/**
 * One row per open realtime stream, on whichever instance holds it: the per-user stream limit is
 * counted here so that instances agree. The holder renews its rows' `renewed_at`; rows of an
 * instance that died stop being renewed and no longer count once they are older than the TTL
 * (see `realtime/stream-leases.ts`).
 */
export const realtimeStreamLeases = pgTable(
  'realtime_stream_leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    instanceId: text('instance_id').notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('realtime_stream_leases_user_idx').on(t.userId),
    index('realtime_stream_leases_instance_idx').on(t.instanceId),
  ],
);
