import { requireSession } from '@server/auth/require-session';
import type { AppDependencies } from '@server/deps';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import type { TStats } from '@shared/schemas/stats';
import { Hono } from 'hono';
import { getStats } from './stats.service';

/** The stats screen's numbers, all in one request: `/api/stats`. */
export function statsRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps))
    .get('/', async (c) => c.json((await getStats(deps, c.var.actor)) satisfies TStats));
}
