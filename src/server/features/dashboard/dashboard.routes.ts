import { requireSession } from '@server/auth/require-session';
import type { AppDependencies, AppEnv } from '@server/deps';
import { requestTimeZone } from '@server/features/couples/require-couple';
import { unauthorized } from '@server/http/errors';
import type { TDashboard } from '@shared/schemas/dashboard';
import { Hono } from 'hono';
import { getDashboard } from './dashboard.service';

/** The dashboard needs a session but not a couple: without one it shows create-or-join. */
export function dashboardRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().use('*', requireSession(deps)).get('/', async (c) => {
    const dashboard = await getDashboard(deps, c.var.actor.userId, requestTimeZone(c));
    // A session whose user was deleted a moment ago.
    if (!dashboard) throw unauthorized();
    return c.json(dashboard satisfies TDashboard);
  });
}
