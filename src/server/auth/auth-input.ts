import { badRequest } from '@server/http/errors';
import { readJson } from '@server/http/validate';
import { hasLoneSurrogate } from '@shared/schemas/text';
import type { Context } from 'hono';

// NUL is refused by PostgreSQL in text (a 500 deep inside better-auth); a lone surrogate would be
// silently stored as U+FFFD, so what was sent is not what is kept.
const isUnstorable = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/** Whether any string in a parsed JSON value (keys included) could not be stored as sent. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => isUnstorable(key) || hasUnstorableText(item),
    );
  }
  return false;
}

const unstorable = () => badRequest('errors.invalidInput');

/** Where better-auth sends the browser after a link: it becomes a Location header. */
const REDIRECT_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];
/**
 * A path of this app in printable ASCII: anything else (another site, or a character a header
 * cannot carry, which made better-auth throw a 500 while writing the Location) is refused.
 */
const isAppPath = (value: string) => /^\/(?![/\\])[\x21-\x7e]*$/.test(value);

/**
 * Refuses a query string with a value PostgreSQL cannot store, or a redirect that is not a path
 * of this app, before better-auth reads it.
 */
export function checkAuthQuery(c: Context): void {
  const queries = c.req.queries();
  if (hasUnstorableText(queries)) throw unstorable();
  for (const name of REDIRECT_PARAMS) {
    if (queries[name]?.some((value) => !isAppPath(value))) throw unstorable();
  }
}

/** Refuses a parsed body with a value PostgreSQL cannot store, before better-auth reads it. */
export function checkAuthBody(input: unknown): void {
  if (hasUnstorableText(input)) throw unstorable();
}

/**
 * The JSON body of a POST to better-auth: an empty body stays empty, anything else must be
 * `application/json`, as every endpoint we expose expects.
 */
export async function readAuthBody(c: Context): Promise<unknown> {
  const length = c.req.header('content-length');
  const hasBody = length ? Number(length) > 0 : c.req.raw.body !== null;
  if (!hasBody) return undefined;
  return readJson(c);
}
