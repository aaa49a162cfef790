import { captureLog } from '@test/log-capture';
import { setupTestApp } from '@test/test-app';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import type { HttpEnv } from './http-env';
import { requestLog } from './request-log';

const testApp = setupTestApp();

/** What the error mapper answers for `error` thrown by a route; what it logs goes to `log`. */
async function mapped(error: unknown, log = testApp.deps.log) {
  const app = new Hono<HttpEnv>();
  app.onError(handleError);
  app.use('*', requestLog({ config: testApp.deps.config, log }));
  app.get('/', () => {
    throw error;
  });
  const response = await app.request('/');
  return { status: response.status, body: await response.json() };
}

/** The error a real query raises, as Drizzle (wrapped) or pg (bare) throws it. */
const failureOf = (query: Promise<unknown>) =>
  query.then(
    () => expect.unreachable('the query should fail'),
    (error: unknown) => error,
  );

const INVALID_INPUT = { error: { code: 'bad_request', message: 'errors.invalidInput' } };

describe('handleError and PostgreSQL errors', () => {
  it.each([
    ['a year PostgreSQL has not got (22008)', sql`select '0000-01-01'::date`],
    ['a NUL in text (22021)', sql`select ${'Bo\u0000b'}::text`],
    ['a malformed uuid (22P02)', sql`select ${'not-a-uuid'}::uuid`],
  ])('answers a data exception through Drizzle with 400: %s', async (_label, query) => {
    const error = await failureOf(testApp.deps.db.execute(query));
    expect(await mapped(error)).toEqual({ status: 400, body: INVALID_INPUT });
  });

  it('answers a CHECK violation (23514) from pg itself with 400', async () => {
    const error = await failureOf(
      testApp.deps.pool.query(
        `insert into couples (user1_id, relationship_start_date, couple_code)
         values (gen_random_uuid(), '2020-01-01', 'ABCDEFG0')`,
      ),
    );
    expect(await mapped(error)).toEqual({ status: 400, body: INVALID_INPUT });
  });

  it('still answers other database errors with a logged 500', async () => {
    const { log, lines } = captureLog();
    const syntax = await failureOf(testApp.deps.db.execute(sql`select from from`));
    expect((await mapped(syntax, log)).status).toBe(500);
    const missingUser = await failureOf(
      testApp.deps.pool.query(
        `insert into couples (user1_id, relationship_start_date, couple_code)
         values (gen_random_uuid(), '2020-01-01', 'ABCDEFGH')`,
      ),
    );
    expect((await mapped(missingUser, log)).status).toBe(500);
    expect(lines.filter((line) => line.msg === 'http: unexpected error')).toHaveLength(2);
  });
});
