import type { AppDependencies } from '@server/deps';
import type { Actor } from '@server/features/couples/require-couple';
import { monthRange } from '@shared/domain/calendar-day';
import type { TStats } from '@shared/schemas/stats';
import { presentStats } from './stats.presenter';
import { findStatsCounts } from './stats.repository';

/**
 * Every number of the stats screen, each counted the way the screen it links to counts it;
 * "today" and "this month" are the caller's own.
 */
export async function getStats(
  { pool }: Pick<AppDependencies, 'pool'>,
  { couple, today }: Actor,
): Promise<TStats> {
  const row = await findStatsCounts(pool, couple.id, today, monthRange(today));
  return presentStats(row, couple.relationshipStartDate, today);
}
