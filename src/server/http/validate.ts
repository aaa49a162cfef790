import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { parse } from 'zod/v4/core';
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
export async function parseJson<T extends $ZodType>(c: Context, schema: T): Promise<output<T>> {
  return parse(schema, await readJson(c));
}

export function parseQuery<T extends $ZodType>(c: Context, schema: T): output<T> {
  return parse(schema, c.req.query());
}
