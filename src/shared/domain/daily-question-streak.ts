import { addDays, daysBetween } from './calendar-day';

/** One missed day is forgiven once in this many days. */
const FORGIVE_ONE_IN_DAYS = 7;

/**
 * Days in a row both partners answered the daily question, counted back from `today`, that
 * forgives: today still open does not count against it, and one missed day a week is stepped
 * over (two missed days in a row, or two within a week, end it). A missed day is not a day of
 * the streak, so "12 días seguidos" counts the days they did answer.
 */
export function dailyQuestionStreak(bothAnswered: ReadonlySet<string>, today: string): number {
  let count = 0;
  let forgivenDay: string | null = null;
  let day = bothAnswered.has(today) ? today : addDays(today, -1);
  // Never more steps than answered days and forgiven ones: the walk always ends.
  for (let steps = 0; steps <= bothAnswered.size * 2 + 1; steps++) {
    if (bothAnswered.has(day)) {
      count++;
    } else {
      const isForgivable =
        bothAnswered.has(addDays(day, -1)) &&
        (forgivenDay === null || daysBetween(day, forgivenDay) >= FORGIVE_ONE_IN_DAYS);
      if (!isForgivable) break;
      forgivenDay = day;
    }
    day = addDays(day, -1);
  }
  return count;
}
