import { createHash, randomBytes } from 'node:crypto';
import type { AppDependencies } from '@server/deps';
import {
  findMyCouple,
  isActiveCouple,
  partnerIdOf,
} from '@server/features/couples/couples.service';
import { notFound } from '@server/http/errors';
import type {
  TCalendarFeedCreated,
  TCalendarFeedStatus,
  TCreateCalendarFeed,
} from '@shared/schemas/calendar-feed';
import {
  presentCalendarFeed,
  presentFeedCreated,
  presentFeedStatus,
} from './calendar-feed.presenter';
import {
  deleteCalendarFeed,
  findCalendarFeedByTokenHash,
  findCalendarFeedRow,
  findCoupleEvents,
  findFirstNames,
  findPlanInProgress,
  upsertCalendarFeed,
} from './calendar-feed.repository';

type FeedDependencies = Pick<AppDependencies, 'db' | 'clock'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token is 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const isFeedTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function getCalendarFeedStatus(
  { db }: FeedDependencies,
  userId: string,
): Promise<TCalendarFeedStatus> {
  return presentFeedStatus(await findCalendarFeedRow(db, userId));
}

/** A new secret URL; the previous one (if any) is a 404 from now on. */
export async function regenerateCalendarFeed(
  { db, clock }: FeedDependencies,
  userId: string,
  input: TCreateCalendarFeed,
  feedUrl: (token: string) => string,
): Promise<TCalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const row = await upsertCalendarFeed(db, {
    userId,
    tokenHash: hashToken(token),
    language: input.language,
    createdAt: clock.now(),
  });
  return presentFeedCreated(feedUrl(token), row);
}

export async function revokeCalendarFeed({ db }: FeedDependencies, userId: string): Promise<void> {
  if (!(await deleteCalendarFeed(db, userId))) throw notFound('calendarFeed.notFound');
}

/**
 * The ICS of a token: the couple's events, their anniversary (yearly) and "days together"
 * milestones, and the plan in progress. An unknown or revoked token, or an owner no longer in an
 * active couple, is the same 404.
 */
export async function renderCalendarFeed(deps: FeedDependencies, token: string): Promise<string> {
  const feed = isFeedTokenShaped(token)
    ? await findCalendarFeedByTokenHash(deps.db, hashToken(token))
    : null;
  const couple = feed ? await findMyCouple(deps, feed.userId) : null;
  if (!feed || !couple || !isActiveCouple(couple)) throw notFound('calendarFeed.notFound');

  const partnerId = partnerIdOf(couple, feed.userId);
  const [names, events, plan] = await Promise.all([
    findFirstNames(deps.db, [feed.userId, partnerId]),
    findCoupleEvents(deps.db, couple.id),
    findPlanInProgress(deps.db, couple.id),
  ]);
  return presentCalendarFeed({
    feed,
    couple,
    names: [names.get(feed.userId), names.get(partnerId)],
    events,
    plan,
    now: deps.clock.now(),
  });
}
