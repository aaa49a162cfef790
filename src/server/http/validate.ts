import type { Context } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { parse } from 'zod/v4/core';
import { AppError, badRequest } from './errors';

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Reads the JSON body; malformed JSON is the client's mistake, so it is a 400, not a 500.
 * Only `application/json` is read: a cross-site HTML form can send text/plain (or urlencoded)
 * without a CORS preflight, so accepting any type would let another site post JSON-looking
 * bodies with the victim's cookies.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
  }
  try {
    return await c.req.json();
  } catch {
    throw badRequest('errors.invalidJson');
  }
}

/**
 * A route that takes no body refuses one, unread: the app sends none, and a script's bytes
 * (malformed JSON, a megabyte of anything) are no request it should act on.
 */
export async function expectNoBody(c: Context): Promise<void> {
  const length = c.req.header('content-length');
  const hasBody =
    length !== undefined
      ? length !== '0'
      : // Over HTTP/1.1 a body without a length is chunked; a request made in-process has neither.
        Boolean(c.req.header('transfer-encoding')) ||
        (c.req.raw.body !== null && (await c.req.text()).length > 0);
  if (hasBody) throw badRequest('errors.unexpectedBody');
}

/** Parses with a shared schema; a ZodError becomes a 400 in the error mapper. */
export async function parseJson<T extends $ZodType>(c: Context, schema: T): Promise<output<T>> {
  return parse(schema, await readJson(c));
}

export function parseQuery<T extends $ZodType>(c: Context, schema: T): output<T> {
  return parse(schema, c.req.query());
}
