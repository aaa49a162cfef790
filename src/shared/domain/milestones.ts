/**
 * The "days together" milestones worth a notification and a calendar entry: 100 days, a year
 * (365), 500, then every 500 days (1000, 1500...). Yearly anniversaries are their own thing.
 */
export function isDaysTogetherMilestone(days: number): boolean {
  return days === 100 || days === 365 || (days > 0 && days % 500 === 0);
}

/** Every milestone up to `maxDays`, in order. */
export function daysTogetherMilestones(maxDays: number): number[] {
  const milestones = [100, 365];
  for (let days = 500; days <= maxDays; days += 500) milestones.push(days);
  return milestones.filter((days) => days <= maxDays);
}
