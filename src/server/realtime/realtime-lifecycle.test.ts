import { coupleLookups } from '@server/app';
import { createDatabase, createPool } from '@server/db/client';
import type { AppDependencies } from '@server/deps';
import { handleError } from '@server/http/errors';
import { createUserFixture } from '@test/fixtures';
import { captureLog } from '@test/log-capture';
import { type EventStream, readEventStream } from '@test/sse-client';
import { setupTestApp } from '@test/test-app';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeRoutes } from './realtime.routes';

// When a stream ends by itself: the client then reconnects (and is refused without a session).
const testApp = setupTestApp();
const streams: EventStream[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

function openStream(
  deps: AppDependencies,
  cookie: string,
  options: Parameters<typeof realtimeRoutes>[1] = {},
) {
  const app = new Hono()
    .onError(handleError)
    .route('/realtime', realtimeRoutes({ ...deps, ...coupleLookups(deps) }, options));
  return Promise.resolve(app.request('/realtime', { headers: { cookie } })).then((response) => {
    const stream = readEventStream(response);
    streams.push(stream);
    return stream;
  });
}

/** Resolves with how the stream is doing after `ms`: ended by the server, or still open. */
async function stateAfter(stream: EventStream, ms: number): Promise<'ended' | 'open'> {
  try {
    await stream.next(() => false, ms);
  } catch (error) {
    return error instanceof Error && error.message.startsWith('Stream ended') ? 'ended' : 'open';
  }
  return 'open';
}

describe('realtime stream lifetime', () => {
  it('ends without a ready event when the couple cannot be looked up', async () => {
    const { log, lines } = captureLog();
    // A database that fails every query, for the stream's own lookups only.
    const closedPool = createPool(testApp.databaseUrl);
    await closedPool.end();
    const { client } = await createUserFixture(testApp);
    const stream = await openStream(
      { ...testApp.deps, db: createDatabase(closedPool), log },
      client.cookieHeader,
    );
    expect(await stateAfter(stream, 2000)).toBe('ended');
    expect(stream.frames).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringContaining('could not resolve the couple') }),
    );
  });

  it('ends the stream of a session signed out elsewhere, and only that one', async () => {
    const leaving = await createUserFixture(testApp);
    const staying = await createUserFixture(testApp);
    const options = { heartbeatMs: 20, sessionCheckMs: 50 };
    const leavingStream = await openStream(testApp.deps, leaving.client.cookieHeader, options);
    const stayingStream = await openStream(testApp.deps, staying.client.cookieHeader, options);
    await leavingStream.next((frame) => frame.event === 'ready');
    await stayingStream.next((frame) => frame.event === 'ready');

    // Revoked in the database; the stream's cookies (and their signed cache) are unchanged.
    expect((await leaving.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await stateAfter(leavingStream, 3000)).toBe('ended');

    // Several checks later, a live session's stream is still open and beating.
    const pings = stayingStream.comments.length;
    await expect.poll(() => stayingStream.comments.length).toBeGreaterThan(pings + 10);
    expect(await stateAfter(stayingStream, 200)).toBe('open');
  });

  it('checks the session only every so often, not on every heartbeat', async () => {
    const getSession = vi.spyOn(testApp.deps.auth.api, 'getSession');
    const { client } = await createUserFixture(testApp);
    const stream = await openStream(testApp.deps, client.cookieHeader, {
      heartbeatMs: 10,
      sessionCheckMs: 60_000,
    });
    await stream.next((frame) => frame.event === 'ready');
    const afterOpening = getSession.mock.calls.length;
    await expect.poll(() => stream.comments.length).toBeGreaterThan(10);
    expect(getSession.mock.calls.length).toBe(afterOpening);
  });
});
