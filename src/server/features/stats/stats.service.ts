import type { Actor } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { monthRange } from '@shared/domain/calendar-day';
import { daysBetween } from '@shared/domain/calendar-month';
import { daysTogether } from '@shared/domain/days-together';
import type { TStats } from '@shared/schemas/stats';
import { selectStatsCounts } from './stats.repository';

/**
 * Every number of the stats screen, each counted the way the screen it links to counts it;
 * "today" and "this month" are the caller's own.
 */
export async function getStats(
  { db }: Pick<AppDependencies, 'db'>,
  { couple, today }: Actor,
): Promise<TStats> {
  const row = await selectStatsCounts(db, couple.id, today, monthRange(today));
  return {
    daysTogether: daysTogether(couple.relationshipStartDate, today),
    plansCompleted: Number(row.plans_completed),
    emotionsThisMonth: Number(row.emotions_this_month),
    daysUntilNextEvent: row.next_event_date ? daysBetween(today, row.next_event_date) : null,
    memoriesCount: Number(row.memories_count),
    completedGoals: Number(row.completed_goals),
    upcomingEvents: Number(row.upcoming_events),
    totalGoals: Number(row.total_goals),
  };
}
