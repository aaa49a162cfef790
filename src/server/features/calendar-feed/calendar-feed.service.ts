import { createHash, randomBytes } from 'node:crypto';
import type { AppDependencies } from '@server/deps';
import { getMyCouple, isActiveCouple, partnerIdOf } from '@server/features/couples/couples.service';
import { notFound } from '@server/http/errors';
import { isoDateInZone } from '@shared/domain/calendar-day';
import { addDays, daysTogetherMilestones } from '@shared/domain/milestones';
import type {
  TCalendarFeedCreated,
  TCalendarFeedStatus,
  TCreateCalendarFeed,
} from '@shared/schemas/calendar-feed';
import {
  deleteCalendarFeed,
  findCalendarFeedByTokenHash,
  getCalendarFeedRow,
  selectCoupleEvents,
  selectFirstNames,
  selectPlanInProgress,
  upsertCalendarFeed,
} from './calendar-feed.repository';
import { FEED_TEXTS } from './feed-texts';
import { type IcsAllDayEvent, writeIcsCalendar } from './ics-writer';
import { planTitle } from './plan-titles';

type FeedDependencies = Pick<AppDependencies, 'db' | 'clock'>;

/** Milestones up to this many days together are listed (about 27 years). */
const MILESTONE_HORIZON_DAYS = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token is 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const isFeedTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function getCalendarFeedStatus(
  { db }: FeedDependencies,
  userId: string,
): Promise<TCalendarFeedStatus> {
  const row = await getCalendarFeedRow(db, userId);
  return { isActive: row !== null, createdAt: row?.createdAt.toISOString() ?? null };
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
  return { url: feedUrl(token), createdAt: row.createdAt.toISOString() };
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
  const couple = feed ? await getMyCouple(deps, feed.userId) : null;
  if (!feed || !couple || !isActiveCouple(couple)) throw notFound('calendarFeed.notFound');

  const texts = FEED_TEXTS[feed.language as keyof typeof FEED_TEXTS] ?? FEED_TEXTS.es;
  const partnerId = partnerIdOf(couple, feed.userId);
  const [names, eventRows, plan] = await Promise.all([
    selectFirstNames(deps.db, [feed.userId, partnerId]),
    selectCoupleEvents(deps.db, couple.id),
    selectPlanInProgress(deps.db, couple.id),
  ]);
  const coupleNames = [names.get(feed.userId), names.get(partnerId)].filter(Boolean).join(' & ');
  const start = couple.relationshipStartDate;

  const entries: IcsAllDayEvent[] = eventRows.map((event) => ({
    uid: `event-${event.id}@juntos`,
    date: event.eventDate,
    summary: event.title,
    description: event.description,
  }));
  entries.push({
    uid: `anniversary-${couple.id}@juntos`,
    date: start,
    summary: texts.anniversary(coupleNames),
    rule: 'FREQ=YEARLY',
  });
  for (const days of daysTogetherMilestones(MILESTONE_HORIZON_DAYS)) {
    entries.push({
      uid: `days-together-${couple.id}-${days}@juntos`,
      date: addDays(start, days),
      summary: texts.daysTogether(days),
    });
  }
  if (plan) {
    const title = planTitle(feed.language, plan.planNumber);
    entries.push({
      // By the completion row: a plan started again later is another entry.
      uid: `date-plan-${plan.completionId}@juntos`,
      date: isoDateInZone(plan.startedAt, 'UTC'),
      summary: texts.planInProgress(`${plan.emoji} ${title.title}`),
      description: title.description,
    });
  }
  return writeIcsCalendar({
    name: texts.calendarName(coupleNames),
    stamp: deps.clock.now(),
    events: entries,
  });
}
