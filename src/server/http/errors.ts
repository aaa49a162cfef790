import { pgErrorCode } from '@server/db/transaction';
import { type Logger, unscopedErrorLog } from '@server/logger';
import { issueParams } from '@shared/schemas/issue-params';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { $ZodError } from 'zod/v4/core';
import { validationMessage } from './validation-message';

/**
 * An error the user can act on. `message` is an i18n key (the web app translates it);
 * `params` fill its `{{placeholders}}`.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, params?: Record<string, string | number>) =>
  new AppError(400, 'bad_request', message, params);
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors.unauthorized');
export const forbidden = (message = 'errors.forbidden') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'errors.notFound') => new AppError(404, 'not_found', message);
export const conflict = (message: string, params?: Record<string, string | number>) =>
  new AppError(409, 'conflict', message, params);
export const tooManyRequests = (message: string, params?: Record<string, string | number>) =>
  new AppError(429, 'rate_limited', message, params);

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    field?: string;
    params?: Record<string, string | number>;
  };
}

export function errorBody(
  code: string,
  message: string,
  extra: Omit<ErrorBody['error'], 'code' | 'message'> = {},
): ErrorBody {
  return { error: { code, message, ...extra } };
}

/**
 * PostgreSQL refused a value: class 22 (data exceptions: a date out of range, a NUL in text, a
 * malformed uuid) or 23514 (a CHECK constraint). The schemas should have caught it first; this
 * is the safety net that keeps input the client sent from ever being a 500.
 */
export function isInvalidDataError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code === '23514');
}

// The database cannot be reached (refused, reset, shut down, out of connections): nothing the
// request did wrong, and likely over soon. Node's socket codes, or PostgreSQL's class 08
// (connection exception), 57P01-57P03 (shutdown, crash, starting) and 53300 (too many clients).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** Whether `error` (or a cause under it) says the database is down rather than the query bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    const code = 'code' in current ? String(current.code) : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = 'message' in current ? String(current.message) : '';
    if (UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** The one place where thrown errors become HTTP responses; anything unexpected is a logged 500. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, { params: error.params }), error.status);
  }
  // Shared schemas are zod/mini; their errors and classic zod's both extend $ZodError.
  if (error instanceof $ZodError) {
    const issue = error.issues[0];
    return c.json(
      errorBody('validation_failed', validationMessage(issue), {
        field: issue?.path.join('.'),
        params: issueParams(issue),
      }),
      400,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    // As in body-limits.ts: the unread rest of the body makes the connection unusable.
    if (status === 413) c.header('Connection', 'close');
    const message =
      status === 413
        ? 'errors.payloadTooLarge'
        : status === 400
          ? 'errors.invalidInput'
          : 'errors.generic';
    return c.json(errorBody(status === 413 ? 'payload_too_large' : 'http_error', message), status);
  }
  if (isInvalidDataError(error)) {
    return c.json(errorBody('bad_request', 'errors.invalidInput'), 400);
  }
  // The request's logger carries its id, so the 500 the client reports can be found.
  const log = c.get('log') as Logger | undefined;
  if (isDatabaseUnavailable(error)) {
    (log ?? unscopedErrorLog).warn({ err: error, path: c.req.path }, 'http: database unreachable');
    c.header('Retry-After', '5');
    return c.json(errorBody('service_unavailable', 'errors.serviceUnavailable'), 503);
  }
  (log ?? unscopedErrorLog).error(
    { err: error, method: c.req.method, path: c.req.path },
    'http: unexpected error',
  );
  return c.json(errorBody('internal_error', 'errors.generic'), 500);
}
