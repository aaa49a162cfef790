import { isUuid } from '@shared/schemas/titled-text';
import type { Context } from 'hono';
import { notFound } from './errors';

/**
 * The `:id` of a route. Something that cannot be an id names nothing, so it is answered like a
 * missing row (404), not as a database error.
 */
export function resourceId(c: Context, name = 'id'): string {
  const id = c.req.param(name);
  if (!id || !isUuid(id)) throw notFound();
  return id;
}
