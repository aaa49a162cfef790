import type { SessionEnv } from '@server/auth/session-env';
import type { Database } from '@server/db/client';
import { AppError, badRequest, conflict } from '@server/http/errors';
import type { Clock } from '@server/jobs/clock';
import type { Job } from '@server/jobs/job-scheduler';
import { createMiddleware } from 'hono/factory';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from './idempotency.repository';
import { requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** How long a retry gets the first answer: far longer than any client keeps retrying. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request still unanswered after this died with its instance; its key may run again. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
// A uuid is what the web app sends; anything of this alphabet and length is accepted.
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * For creating writes (after `requireSession`): a request with an `Idempotency-Key` header the
 * same user already sent on this route, within the same couple, gets the first success's status
 * and body again instead
 * of creating a second row, so a client that lost an answer can retry safely. While the first is
 * still running, a duplicate is a 409 `errors.requestInProgress`. The key with another body (or
 * on another route) is a 422 `errors.idempotencyKeyReused`: never answered as the first.
 * Failures are not kept: they created nothing, so a retry runs again. Without the header,
 * nothing changes. It reads the body: put it after an upload route's own body limit.
 */
/** The part of a couple route's env a key is scoped by (features/couples/require-couple.ts). */
interface ScopedEnv {
  Variables: SessionEnv['Variables'] & { actor: { couple?: { id: string } } };
}

export const idempotent = (deps: { db: Database; clock: Clock }) =>
  createMiddleware<ScopedEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest('errors.invalidIdempotencyKey');
    const { userId } = c.var.actor;
    const route = `${c.req.method} ${c.req.path}`;
    const now = deps.clock.now();
    const requestHash = await requestFingerprint(c);
    const claim = await claimIdempotencyKey(deps.db, {
      userId,
      key,
      route,
      scope: c.var.actor.couple?.id ?? null,
      requestHash,
      now,
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
      abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS),
    });
    if (!claim.claimed) {
      const { row } = claim;
      // The key on another route, or with another body: a second write the client thinks is a
      // retry of the first. Answering the first's result would silently drop it.
      const isSameRequest =
        row?.route === route && (row.request_hash === null || row.request_hash === requestHash);
      if (row && !isSameRequest) {
        throw new AppError(422, 'idempotency_key_reused', 'errors.idempotencyKeyReused');
      }
      // Running (or released a moment ago): the client retries shortly.
      if (row?.status == null || row.body === null) throw conflict('errors.requestInProgress');
      return c.body(row.body, row.status as 200, {
        'content-type': 'application/json',
        [IDEMPOTENT_REPLAY_HEADER]: 'true',
      });
    }
    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(deps.db, userId, key);
      throw error;
    }
    if (c.res.ok) {
      const body = await c.res.clone().text();
      await recordIdempotentAnswer(deps.db, userId, key, { status: c.res.status, body });
    } else {
      await releaseIdempotencyKey(deps.db, userId, key);
    }
  });

export function idempotencyKeysPurgeJob(db: Database): Job {
  return {
    name: 'idempotency-keys.purge',
    everyMs: 60 * 60 * 1000,
    run: ({ now }) =>
      deleteExpiredIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
  };
}
