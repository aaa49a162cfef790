import type { AppDependencies } from '@server/deps';
import { coupleRoutes } from '@server/features/couples/require-couple';
import { resourceId } from '@server/http/resource-id';
import { parseJson, parseQuery } from '@server/http/validate';
import { idempotent } from '@server/idempotency/idempotency';
import {
  type TEvent,
  ZCreateEventSchema,
  ZEventListQuerySchema,
  ZUpdateEventSchema,
} from '@shared/schemas/events';
import type { Context } from 'hono';
import { createEvent, deleteEvent, findEvents, updateEvent } from './events.service';

const eventId = (c: Context) => resourceId(c, 'id', 'events.notFound');

/** The couple's calendar: `/api/events`. */
export function eventsRoutes(deps: AppDependencies) {
  return coupleRoutes(deps)
    .get('/', async (c) => {
      const query = parseQuery(c, ZEventListQuerySchema);
      return c.json((await findEvents(deps, c.var.actor, query)) satisfies TEvent[]);
    })
    .post('/', idempotent(deps), async (c) => {
      const input = await parseJson(c, ZCreateEventSchema);
      return c.json((await createEvent(deps, c.var.actor, input)) satisfies TEvent, 201);
    })
    .put('/:id', async (c) => {
      const id = eventId(c);
      const input = await parseJson(c, ZUpdateEventSchema);
      return c.json((await updateEvent(deps, c.var.actor, id, input)) satisfies TEvent);
    })
    .delete('/:id', async (c) => {
      await deleteEvent(deps, c.var.actor, eventId(c));
      return c.body(null, 204);
    });
}
