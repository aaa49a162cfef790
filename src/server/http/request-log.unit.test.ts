import { activeLog, type Logger } from '@server/logger';
import { captureLog } from '@test/log-capture';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import type { HttpEnv } from './http-env';
import { REQUEST_ID_HEADER, requestLog } from './request-log';

// Code a route calls that has no context: it logs through the active (request's) logger.
const storeSomething = (fallback: Logger) => activeLog(fallback).warn('deep inside');

function appWith(log: Logger, { trustProxy = false } = {}) {
  const app = new Hono<HttpEnv>();
  app.onError(handleError);
  app.use('*', requestLog({ config: { TRUST_PROXY: trustProxy } as never, log }));
  app.get('/ok', (c) => {
    c.var.log.info('handling');
    storeSomething(log);
    return c.json({ ok: true });
  });
  app.get('/boom', () => {
    throw new Error('kaput');
  });
  return app;
}

describe('the logger', () => {
  it('writes only lines at or above LOG_LEVEL', () => {
    const { log, lines } = captureLog('warn');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(lines.map((line) => line.msg)).toEqual(['w', 'e']);
  });

  it('writes nothing when silent', () => {
    const { log, lines } = captureLog('silent');
    log.error('e');
    expect(lines).toEqual([]);
  });
});

describe('request logging', () => {
  it('gives every line of a request the id answered in X-Request-Id, and logs the access', async () => {
    const { log, lines } = captureLog('info');
    const response = await appWith(log).request('/ok');
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.msg)).toEqual(['handling', 'deep inside', 'request']);
    for (const line of lines) expect(line.requestId, line.msg).toBe(id);
    expect(lines.at(-1)).toMatchObject({ method: 'GET', path: '/ok', status: 200 });
    expect(typeof lines.at(-1)?.ms).toBe('number');
  });

  it('logs the path without its query string, so signed-URL signatures and tokens stay out', async () => {
    const { log, lines } = captureLog('info');
    await appWith(log).request('/ok?signature=s3cr3t&token=t0k3n');
    const access = lines.find((line) => line.msg === 'request');
    expect(access?.path).toBe('/ok');
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t|t0k3n/);
  });

  it('gives each request its own id', async () => {
    const { log } = captureLog('info');
    const app = appWith(log);
    const [first, second] = await Promise.all([app.request('/ok'), app.request('/ok')]);
    expect(first.headers.get(REQUEST_ID_HEADER)).not.toBe(second.headers.get(REQUEST_ID_HEADER));
  });

  it('logs an unexpected error with the request id, and answers a generic 500', async () => {
    const { log, lines } = captureLog('info');
    const response = await appWith(log).request('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { message: 'errors.generic' } });
    const id = response.headers.get(REQUEST_ID_HEADER);
    const error = lines.find((line) => line.msg === 'http: unexpected error');
    expect(error).toMatchObject({ requestId: id, level: 50, path: '/boom' });
    expect(error?.err).toMatchObject({ message: 'kaput' });
    expect(lines.at(-1)).toMatchObject({ msg: 'request', status: 500, requestId: id });
  });

  it("keeps a proxy's request id only when the proxy is trusted", async () => {
    const headers = { [REQUEST_ID_HEADER]: 'from-proxy-123' };
    const trusted = await appWith(captureLog('info').log, { trustProxy: true }).request('/ok', {
      headers,
    });
    expect(trusted.headers.get(REQUEST_ID_HEADER)).toBe('from-proxy-123');
    const untrusted = await appWith(captureLog('info').log).request('/ok', { headers });
    expect(untrusted.headers.get(REQUEST_ID_HEADER)).not.toBe('from-proxy-123');
    const odd = await appWith(captureLog('info').log, { trustProxy: true }).request('/ok', {
      headers: { [REQUEST_ID_HEADER]: 'no spaces {allowed}' },
    });
    expect(odd.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
