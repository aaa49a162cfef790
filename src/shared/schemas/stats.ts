/**
 * Everything the stats screen shows, in one response. Each number is counted the way the
 * screen it links to counts it, with "today" and "this month" in the caller's own time zone.
 */
export interface TStats {
  daysTogether: number;
  /** Date plans the couple completed. */
  plansCompleted: number;
  /** Both partners' emotions dated in the caller's current month. */
  emotionsThisMonth: number;
  /** 0 when an event is today; null when no event lies ahead. */
  daysUntilNextEvent: number | null;
  memoriesCount: number;
  completedGoals: number;
  /** Events dated today or later. */
  upcomingEvents: number;
  /** Every goal of the bucket list, pending or completed. */
  totalGoals: number;
  /** Days whose daily question both partners answered. */
  questionsAnsweredTogether: number;
}
