import { isUuid } from '@shared/schemas/ids';
import type { Context } from 'hono';
import { notFound } from './errors';

/**
 * The uuid `:name` parameter of a route, the one way routes read an id. Something that cannot be
 * an id names nothing, so it is answered like a missing row (404 with the feature's not-found
 * key), not as a database error.
 */
export function resourceId(c: Context, name = 'id', notFoundKey?: string): string {
  const id = c.req.param(name);
  if (!id || !isUuid(id)) throw notFound(notFoundKey);
  return id;
}
