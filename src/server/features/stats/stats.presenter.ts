import { daysBetween } from '@shared/domain/calendar-day';
import { daysTogether } from '@shared/domain/days-together';
import type { TStats } from '@shared/schemas/stats';
import type { StatsRow } from './stats.repository';

/** The counts as numbers (node-postgres gives bigints as strings), from the caller's today. */
export function presentStats(row: StatsRow, relationshipStartDate: string, today: string): TStats {
  return {
    daysTogether: daysTogether(relationshipStartDate, today),
    plansCompleted: Number(row.plans_completed),
    emotionsThisMonth: Number(row.emotions_this_month),
    daysUntilNextEvent: row.next_event_date ? daysBetween(today, row.next_event_date) : null,
    memoriesCount: Number(row.memories_count),
    completedGoals: Number(row.completed_goals),
    upcomingEvents: Number(row.upcoming_events),
    totalGoals: Number(row.total_goals),
    questionsAnsweredTogether: Number(row.questions_answered_together),
  };
}
