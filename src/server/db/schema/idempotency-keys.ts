import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './columns';

/**
 * One row per `Idempotency-Key` a user sent on a creating write (`idempotency/idempotency.ts`): the
 * primary key lets one of several simultaneous requests with a key run; `status` and `body` are
 * its answer once it succeeded (null while it runs), replayed to a retry. Purged after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id').notNull(),
    key: text('key').notNull(),
    /** `METHOD /path` it was first used on: the same key elsewhere is a client's mistake. */
    route: text('route').notNull(),
    /**
     * What the key was used within: the couple of a couple's route. The key again outside it
     * (in the person's next couple) is a new request, never answered with the old couple's row.
     * Null for keys kept from before scopes, taken as the same scope.
     */
    scope: text('scope'),
    /** SHA-256 of the request's content: a retry repeats it, a different write does not. */
    requestHash: text('request_hash'),
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
