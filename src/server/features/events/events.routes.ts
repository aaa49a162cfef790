import { requireSession } from '@server/auth/require-session';
import { type CoupleEnv, requireCouple } from '@server/features/couples/require-couple';
import type { AppDependencies } from '@server/http/context';
import { resourceId } from '@server/http/resource-id';
import { parseJson, parseQuery } from '@server/http/validate';
import {
  ZCreateEventSchema,
  ZEventListQuerySchema,
  ZUpdateEventSchema,
} from '@shared/schemas/events';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  createEvent,
  deleteEvent,
  type EventActor,
  findEvents,
  updateEvent,
} from './events.service';

const actorOf = (c: Context<CoupleEnv>): EventActor => ({
  userId: c.var.user.id,
  couple: c.var.couple,
});

/** The couple's calendar: `/api/events`. */
export function eventsRoutes(deps: AppDependencies) {
  return new Hono<CoupleEnv>()
    .use('*', requireSession(deps), requireCouple(deps))
    .get('/', async (c) => {
      const query = parseQuery(c, ZEventListQuerySchema);
      return c.json(await findEvents(deps, actorOf(c), query));
    })
    .post('/', async (c) => {
      const input = await parseJson(c, ZCreateEventSchema);
      return c.json(await createEvent(deps, actorOf(c), input), 201);
    })
    .put('/:id', async (c) => {
      const id = resourceId(c);
      const input = await parseJson(c, ZUpdateEventSchema);
      return c.json(await updateEvent(deps, actorOf(c), id, input));
    })
    .delete('/:id', async (c) => {
      await deleteEvent(deps, actorOf(c), resourceId(c));
      return c.body(null, 204);
    });
}
