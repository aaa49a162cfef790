import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import type { TStats } from '@shared/schemas/stats';
import { getStats } from './stats.service';

/** The stats screen's numbers, all in one request: `/api/stats`. */
export function statsRoutes(deps: AppDependencies) {
  return coupleRoutes(deps).get('/', async (c) =>
    c.json((await getStats(deps, c.var.actor)) satisfies TStats),
  );
}
