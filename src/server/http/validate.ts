import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Reads the JSON body; malformed JSON is the client's mistake, so it is a 400, not a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest('errors.invalidJson');
  }
}

/** Parses with a shared schema; a ZodError becomes a 400 in the error mapper. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  return schema.parse(await readJson(c));
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return schema.parse(c.req.query());
}
