import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { expectNoBody } from '@server/http/validate';
import type { TAffectionTap, TAffectionToday } from '@shared/schemas/affection';
import { getAffectionToday, markAffectionSeen, sendAffection } from './affection.service';

/** "Pienso en ti": `/api/affection`. Counts are on the caller's own day (`x-time-zone`). */
export function affectionRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) => {
      const today = await getAffectionToday(deps, c.var.actor, c.var.actor.timeZone);
      return c.json(today satisfies TAffectionToday);
    })
    .post('/', async (c) => {
      await expectNoBody(c);
      const tap = await sendAffection(deps, c.var.actor, c.var.actor.timeZone);
      return c.json(tap satisfies TAffectionTap, 201);
    })
    .post('/seen', async (c) => {
      await markAffectionSeen(deps, c.var.actor);
      return c.body(null, 204);
    });
}
