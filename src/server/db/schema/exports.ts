import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './columns';

/**
 * One running export per user, across instances: a lease, renewed while the ZIP streams and
 * deleted when it ends. A crashed instance's lease simply expires (`features/export`).
 */
export const exportLeases = pgTable('export_leases', {
  userId: userRef('user_id').primaryKey(),
  /** Whose lease it is: only the export that took it renews or releases it. */
  leaseId: uuid('lease_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
