import type { Db } from '@server/db/client';
import {
  pgConstraint,
  pgErrorCode,
  type TransactionScope,
  withTransaction,
} from '@server/db/transaction';
import type { AppDependencies } from '@server/deps';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '@server/http/errors';
import { publishToCouple, publishToUser } from '@server/realtime/publish';
import type { RealtimeBus } from '@server/realtime/realtime-bus';
import { retentionCutoff } from '@shared/couple-ending';
import { latestDayOnEarth } from '@shared/domain/calendar-day';
import type { TRealtimeEvent } from '@shared/realtime-events';
import type { TCreateCoupleResponse, TJoinCoupleResponse } from '@shared/schemas/couple';
import { isWellFormedCoupleCode } from '@shared/schemas/couple';
import { withFreeCoupleCode } from './couple-code';
import {
  type EndedCoupleRow,
  endActiveCouple,
  findEndedCouplesOfUserSince,
} from './couple-ending.repository';
import { presentCouple } from './couples.presenter';
import {
  type ActiveCouple,
  activateCoupleByCode,
  type CoupleRow,
  deletePendingCouple,
  findActiveCoupleOfUser,
  findCoupleOfUser,
  findPendingCodeOwner,
  insertPendingCouple,
  lockUsersCoupleOperations,
  type StoredCoupleRow,
} from './couples.repository';
import { snapshotPartnersAtEnd } from './ended-partners';
import { findEndedAvatarPathsOf, findEndedPartners } from './ended-partners.repository';
import { joinRetryAfterMinutes, recordJoinFailure } from './join-rate-limit';

export type { EndedCoupleRow } from './couple-ending.repository';
export { COUPLE_RETENTION_JOB, coupleRetentionJob } from './couple-retention';
// Part of this feature's surface for other features (the dashboard); the rest stays internal.
export { presentCouple } from './couples.presenter';
export type { CoupleRow } from './couples.repository';
export { coupleOfUserSql, isActiveCouple, partnerIdOf } from './couples.repository';

type Deps = Pick<AppDependencies, 'pool' | 'bus'>;

/** Published inside the transaction: the NOTIFYs leave only if it commits. */
async function publishCoupleUpdated(
  bus: RealtimeBus,
  scope: TransactionScope,
  couple: Pick<StoredCoupleRow, 'id' | 'user1Id' | 'user2Id'>,
) {
  const event: TRealtimeEvent = { type: 'couples.updated', ids: [couple.id] };
  await publishToCouple(bus, scope, couple.id, event);
  // Also per user: a stream not yet on this couple's channel learns it has a couple now.
  for (const userId of [couple.user1Id, couple.user2Id]) {
    if (userId) await publishToUser(bus, scope, userId, event);
  }
}

/** The unique indexes on user1_id/user2_id are the last line of defence; a hit is a conflict. */
function asConflict(error: unknown): unknown {
  if (pgErrorCode(error) !== '23505') return error;
  const constraint = pgConstraint(error);
  return constraint?.startsWith('couples_user') ? conflict('couple.alreadyConnected') : error;
}

/**
 * The user's couple, pending or active, or null: `GET /api/couples/me` (presented by its route)
 * and every other feature that needs a user's couple. `db` may be a transaction's, to read it
 * inside that transaction.
 */
export function findMyCouple({ db }: { db: Db }, userId: string): Promise<CoupleRow | null> {
  return findCoupleOfUser(db, userId);
}

/**
 * Creates the caller's pending couple with a fresh code. A caller who already has a pending
 * couple gets it back (`existing`), so a double click or a second tab never makes two codes.
 */
export async function createCouple(
  deps: Deps & Pick<AppDependencies, 'clock'>,
  userId: string,
  input: { relationshipStartDate: string },
): Promise<TCreateCoupleResponse> {
  const { couple, existing } = await createOrFindPendingCouple(deps, userId, input);
  return { couple: presentCouple(couple, userId), existing };
}

async function createOrFindPendingCouple(
  { pool, bus, clock }: Deps & Pick<AppDependencies, 'clock'>,
  userId: string,
  input: { relationshipStartDate: string },
): Promise<{ couple: CoupleRow; existing: boolean }> {
  // The person's today may be ahead of the server's: only a day no one has reached yet is future.
  if (input.relationshipStartDate > latestDayOnEarth(clock.now())) {
    throw badRequest('couple.dateInFuture');
  }
  try {
    return await withTransaction(pool, async (scope) => {
      const { db } = scope;
      await lockUsersCoupleOperations(db, [userId]);
      const current = await findCoupleOfUser(db, userId);
      if (current?.status === 'active') throw conflict('couple.alreadyConnected');
      if (current) return { couple: current, existing: true };
      const couple = await withFreeCoupleCode((coupleCode) =>
        insertPendingCouple(db, {
          userId,
          relationshipStartDate: input.relationshipStartDate,
          coupleCode,
        }),
      );
      await publishCoupleUpdated(bus, scope, couple);
      return { couple, existing: false };
    });
  } catch (error) {
    throw asConflict(error);
  }
}

type JoinOutcome =
  | { kind: 'joined'; couple: ActiveCouple }
  | { kind: 'invalid' }
  | { kind: 'limited'; minutes: number };

/**
 * Joins the couple of `code` as its second partner. Unknown, used, malformed and one's own code
 * all answer the same 404, so codes cannot be probed; failures count towards a rate limit.
 *
 * A caller with a pending code of their own who joins someone else's has chosen to join: their
 * pending couple is deleted in the same transaction (a person belongs to one couple).
 */
export async function joinCouple(
  { pool, bus, clock }: Deps & Pick<AppDependencies, 'clock'>,
  userId: string,
  code: string,
): Promise<TJoinCoupleResponse> {
  let outcome: JoinOutcome;
  try {
    // Failures must be recorded, so they are returned (and committed), not thrown.
    outcome = await withTransaction(pool, async (scope): Promise<JoinOutcome> => {
      const { db } = scope;
      const isWellFormed = isWellFormedCoupleCode(code);
      const codeOwner = isWellFormed ? await findPendingCodeOwner(db, code) : null;
      await lockUsersCoupleOperations(db, codeOwner ? [userId, codeOwner] : [userId]);
      // Locks the caller's own row too: someone joining it right now waits, or has finished.
      const own = await findCoupleOfUser(db, userId, { forUpdate: true });
      if (own?.status === 'active') throw conflict('couple.alreadyConnected');
      const now = clock.now();
      const minutes = await joinRetryAfterMinutes(db, userId, now);
      if (minutes !== null) return { kind: 'limited', minutes };
      // The conditional UPDATE decides, whatever the lookup above saw.
      const couple = isWellFormed ? await activateCoupleByCode(db, { userId, code }) : null;
      if (!couple) {
        await recordJoinFailure(db, userId, now);
        return { kind: 'invalid' };
      }
      if (own) await deletePendingCouple(db, own.id);
      await publishCoupleUpdated(bus, scope, couple);
      return { kind: 'joined', couple };
    });
  } catch (error) {
    throw asConflict(error);
  }
  if (outcome.kind === 'limited') {
    throw tooManyRequests('couple.tooManyAttempts', { minutes: outcome.minutes });
  }
  if (outcome.kind === 'invalid') throw notFound('couple.invalidCode');
  return { couple: presentCouple(outcome.couple, userId) };
}

/** Whether `coupleId` is the active couple of `userId` right now (signed photo URLs ask it). */
export async function isInActiveCouple(
  { db }: { db: Db },
  userId: string,
  coupleId: string,
): Promise<boolean> {
  return (await findActiveCoupleOfUser(db, userId))?.id === coupleId;
}

/**
 * Ends the caller's couple (`POST /api/couples/end`). An active couple becomes ended: both
 * partners are at once without a couple (every couple route, stream and photo URL of it refuses
 * them) and free to link with someone new; its rows and photos are kept for the retention window,
 * for the export, then deleted (`couple-retention.ts`). A pending one (a code nobody used yet)
 * holds nothing and is simply deleted. Both partners' screens hear `couples.updated`.
 */
export function endCouple(
  deps: Pick<AppDependencies, 'pool' | 'bus' | 'clock' | 'blobs'>,
  userId: string,
): Promise<void> {
  return withTransaction(deps.pool, async (scope) => {
    if (!(await endCoupleWithin(deps, scope, userId))) throw forbidden('couple.required');
  });
}

/**
 * `endCouple` inside the caller's transaction (account deletion ends the couple first, in the
 * same transaction). Resolves whether there was a couple to end.
 */
export async function endCoupleWithin(
  { bus, clock, blobs }: Pick<AppDependencies, 'bus' | 'clock' | 'blobs'>,
  scope: TransactionScope,
  userId: string,
): Promise<boolean> {
  const { db } = scope;
  await lockUsersCoupleOperations(db, [userId]);
  // Locks the row: a partner ending it at the same instant waits, then finds it ended.
  const own = await findCoupleOfUser(db, userId, { forUpdate: true });
  if (!own) return false;
  if (own.status === 'pending') {
    await deletePendingCouple(db, own.id);
    await publishCoupleUpdated(bus, scope, own);
    return true;
  }
  const ended = await endActiveCouple(db, { coupleId: own.id, userId, now: clock.now() });
  if (!ended) return false;
  await snapshotPartnersAtEnd({ blobs }, db, ended);
  await publishCoupleUpdated(bus, scope, ended);
  return true;
}

/**
 * The couples `userId` was in that ended less than the retention window before `now`, newest
 * first: what a former partner may still export, whatever couple they are in now. Their rows
 * stay readable only through this (the couple routes refuse an ended couple).
 */
export function findFormerCouples(
  { db }: { db: Db },
  userId: string,
  now: Date,
): Promise<EndedCoupleRow[]> {
  return findEndedCouplesOfUserSince(db, userId, retentionCutoff(now));
}

/** The partners of an ended couple as they were at its end (its archive shows these). */
export function findEndedCouplePartners({ db }: { db: Db }, coupleId: string) {
  return findEndedPartners(db, coupleId);
}

/** The avatar copies kept of `userId` for ended couples' archives: theirs to remove. */
export function findEndedCoupleAvatarPaths({ db }: { db: Db }, userId: string): Promise<string[]> {
  return findEndedAvatarPathsOf(db, userId);
}
