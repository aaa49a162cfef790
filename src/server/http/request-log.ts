import { randomUUID } from 'node:crypto';
import type { TConfig } from '@server/config';
import { type Logger, runWithLog } from '@server/logger';
import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from './http-env';
import { setResponseHeader } from './response-header';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// What a proxy's id may look like; anything else is replaced rather than written into logs.
const INBOUND_ID = /^[\w.=-]{1,128}$/;

/**
 * First on every request: gives it an id (a trusted proxy's `X-Request-Id`, else a new uuid),
 * answers it in `X-Request-Id`, puts a child logger carrying it on `c.var.log` (and makes it
 * the active logger for code the request calls), and writes the access line at info level:
 * method, path, status, milliseconds.
 */
export const requestLog = ({ config, log }: { config: TConfig; log: Logger }) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    const inbound = config.TRUST_PROXY ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = inbound && INBOUND_ID.test(inbound) ? inbound : randomUUID();
    const requestLogger: Logger = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', requestLogger);
    const started = performance.now();
    await runWithLog(requestLogger, next);
    setResponseHeader(c, REQUEST_ID_HEADER, requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    requestLogger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    );
  });
