import { addDays, isoDateInZone } from '@shared/domain/calendar-day';
import { daysTogetherMilestones } from '@shared/domain/milestones';
import type { TCalendarFeedCreated, TCalendarFeedStatus } from '@shared/schemas/calendar-feed';
import type {
  CalendarFeedRow,
  CoupleEventRow,
  PlanInProgressRow,
} from './calendar-feed.repository';
import { FEED_TEXTS } from './feed-texts';
import { type IcsAllDayEvent, writeIcsCalendar } from './ics-writer';
import { planTitle } from './plan-titles';

/** Milestones up to this many days together are listed (about 27 years). */
const MILESTONE_HORIZON_DAYS = 10_000;

export const presentFeedStatus = (row: CalendarFeedRow | null): TCalendarFeedStatus => ({
  isActive: row !== null,
  createdAt: row?.createdAt.toISOString() ?? null,
});

export const presentFeedCreated = (url: string, row: CalendarFeedRow): TCalendarFeedCreated => ({
  url,
  createdAt: row.createdAt.toISOString(),
});

export interface FeedContent {
  feed: Pick<CalendarFeedRow, 'language'>;
  couple: { id: string; relationshipStartDate: string };
  /** The partners' first names, the owner's first (a missing one is left out). */
  names: (string | undefined)[];
  events: CoupleEventRow[];
  plan: PlanInProgressRow | null;
  now: Date;
}

/**
 * The ICS a calendar app reads: the couple's events, their anniversary (yearly) and "days
 * together" milestones, and the plan in progress, labelled in the feed's language.
 */
export function presentCalendarFeed({ feed, couple, names, events, plan, now }: FeedContent) {
  const texts = FEED_TEXTS[feed.language as keyof typeof FEED_TEXTS] ?? FEED_TEXTS.es;
  const coupleNames = names.filter(Boolean).join(' & ');
  const start = couple.relationshipStartDate;

  const entries: IcsAllDayEvent[] = events.map((event) => ({
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
  return writeIcsCalendar({ name: texts.calendarName(coupleNames), stamp: now, events: entries });
}
