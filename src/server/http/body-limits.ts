import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { errorBody } from './errors';

/**
 * The 413 answer. The rest of the body is never read, so the connection cannot carry another
 * request: saying `Connection: close` makes Node close it after the answer, and the client opens
 * a new one instead of sending its next request into a socket about to be dropped.
 */
export function payloadTooLarge(c: Context, message: string): Response {
  c.header('Connection', 'close');
  return c.json(errorBody('payload_too_large', message), 413);
}

// Upload-limit middlewares, recognised by identity so the global limit can step aside for them.
// Hono keeps handler identity when mounting sub-apps, unless a sub-app sets its own onError
// (then its handlers are wrapped and uploads fall back to the global limit: tests would show it).
const uploadLimits = new WeakSet<MiddlewareHandler>();

/**
 * The body limit of an upload route: its own size, answered with the feature's message key.
 * Put it on the route itself (after the session check, so anonymous bodies are never read).
 */
export function uploadLimit({
  maxRequestBytes,
  message,
}: {
  maxRequestBytes: number;
  message: string;
}): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxRequestBytes,
    onError: (c) => payloadTooLarge(c, message),
  });
  uploadLimits.add(limit);
  return limit;
}

const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * The API-wide limit for JSON and everything else. A route that declares an upload limit gets
 * that one instead; only it, so a large body sent to any other route is still cut off at `maxSize`.
 */
export function requestBodyLimit({ maxSize, message }: { maxSize: number; message: string }) {
  const limit = bodyLimit({ maxSize, onError: (c) => payloadTooLarge(c, message) });
  return createMiddleware(async (c, next) => {
    // No GET or HEAD route reads a body. Asking (Hono's limit looks at `raw.body`) would make
    // the Node adapter build a full fetch Request for every read of the API.
    if (BODILESS_METHODS.has(c.req.method)) return next();
    const hasUploadLimit = matchedRoutes(c).some((route) => uploadLimits.has(route.handler));
    return hasUploadLimit ? next() : limit(c, next);
  });
}
