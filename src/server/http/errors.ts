import { pgErrorCode } from '@server/db/transaction';
import { type Logger, unscopedErrorLog } from '@server/logger';
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
  (log ?? unscopedErrorLog).error(
    { err: error, method: c.req.method, path: c.req.path },
    'http: unexpected error',
  );
  return c.json(errorBody('internal_error', 'errors.generic'), 500);
}
