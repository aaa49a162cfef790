import type { Database } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type IdempotencyRow = {
  route: string;
  /** The first request's content (`request-fingerprint.ts`); null for keys stored before. */
  request_hash: string | null;
  status: number | null;
  body: string | null;
};

/**
 * Claims `key` for this request, in one statement: a new key, one past its expiry, or one whose
 * request has run so long it must have died with its instance is (re)claimed; otherwise the
 * existing row is answered. Of simultaneous requests with one key, exactly one claims it.
 */
export async function claimIdempotencyKey(
  db: Database,
  input: {
    userId: string;
    key: string;
    route: string;
    /** The couple of a couple route, or null: a row of another scope is claimed anew. */
    scope: string | null;
    requestHash: string;
    now: Date;
    expiredBefore: Date;
    abandonedBefore: Date;
  },
): Promise<{ claimed: true } | { claimed: false; row: IdempotencyRow | null }> {
  const { userId, key, route, scope, requestHash, now, expiredBefore, abandonedBefore } = input;
  const claimed = await db.execute(sql`
    insert into idempotency_keys (user_id, key, route, scope, request_hash, created_at)
    values (${userId}, ${key}, ${route}, ${scope}, ${requestHash}, ${now})
    on conflict (user_id, key) do update set
      route = excluded.route, scope = excluded.scope, request_hash = excluded.request_hash,
      created_at = excluded.created_at, status = null, body = null
    where idempotency_keys.created_at < ${expiredBefore}
       or (idempotency_keys.status is null and idempotency_keys.created_at < ${abandonedBefore})
       or coalesce(idempotency_keys.scope, excluded.scope) is distinct from excluded.scope
    returning key`);
  if (claimed.rows.length > 0) return { claimed: true };
  const existing = await db.execute<IdempotencyRow>(sql`
    select route, request_hash, status, body from idempotency_keys where user_id = ${userId} and key = ${key}`);
  return { claimed: false, row: existing.rows[0] ?? null };
}

/** The request succeeded: its answer is what a retry gets. */
export async function recordIdempotentAnswer(
  db: Database,
  userId: string,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await db.execute(sql`
    update idempotency_keys set status = ${answer.status}, body = ${answer.body}
    where user_id = ${userId} and key = ${key}`);
}

/** The request failed and created nothing: a retry with the key runs again. */
export async function releaseIdempotencyKey(db: Database, userId: string, key: string) {
  await db.execute(sql`delete from idempotency_keys where user_id = ${userId} and key = ${key}`);
}

export async function deleteExpiredIdempotencyKeys(db: Database, before: Date): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where created_at < ${before}`);
}
