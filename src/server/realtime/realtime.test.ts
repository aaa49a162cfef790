import { coupleLookups } from '@server/app';
import { handleError } from '@server/http/errors';
import { coupleChannel } from '@shared/realtime-events';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import {
  type EventStream,
  openRealtimeStream,
  readEventStream,
  serveTestApp,
} from '@test/sse-client';
import { setupTestApp, type TestApp } from '@test/test-app';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER, realtimeRoutes } from './realtime.routes';

// Two server instances on one database, each on a real port: what a load balancer would see.
const first = setupTestApp();
const second = setupTestApp({}, () => ({ databaseUrl: first.databaseUrl }));
let servers: Array<Awaited<ReturnType<typeof serveTestApp>>>;
const streams: EventStream[] = [];

beforeAll(async () => {
  servers = await Promise.all([serveTestApp(first), serveTestApp(second)]);
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await Promise.all(servers.map((server) => server.close()));
});

async function open(instance: 0 | 1, client: TestClient) {
  const stream = await openRealtimeStream(servers[instance]!.origin, client.cookieHeader);
  streams.push(stream);
  await stream.next((frame) => frame.event === 'ready');
  return stream;
}

const isInvalidation = (type: string, id: string) => (frame: { event: string; data: string }) =>
  frame.event === 'invalidate' && frame.data === JSON.stringify({ type, ids: [id] });

/**
 * Waits until `app` serves exactly `count` streams of coupled users (streams subscribe
 * asynchronously): each listens on its user's and its couple's channel and has its session
 * watched; the session guard's own listener is always there.
 */
async function expectCoupledStreams(app: TestApp, count: number) {
  await expect.poll(() => app.deps.bus.listenerCount, { timeout: 3000 }).toBe(2 * count + 1);
  await expect.poll(() => app.deps.sessions.watchCount, { timeout: 3000 }).toBe(count);
}

describe('GET /api/realtime', () => {
  it('answers 401 when signed out', async () => {
    const response = await new TestClient(first).get('/api/realtime');
    expect(response.status).toBe(401);
  });

  it('is an unbuffered event stream that opens with a ready event', async () => {
    const { client } = await createUserFixture(first);
    const response = await fetch(`${servers[0]!.origin}/api/realtime`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Written straight to Node's response, after every middleware set its headers.
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-hono-already-sent')).toBeNull();
    const stream = readEventStream(response);
    streams.push(stream);
    expect(await stream.next()).toEqual({
      event: 'ready',
      data: JSON.stringify({ coupleId: null, caughtUp: false }),
    });
    await stream.close();
  });

  it('tells the creator on instance 1 that a partner joined on instance 2, and no other couple', async () => {
    const { a, couple } = await createPendingCoupleFixture(first);
    const bystanders = await createCoupleFixture(first);
    const creatorStream = await open(0, a.client);
    const bystanderStream = await open(0, bystanders.a.client);

    const b = await createUserFixture(second, { fullName: 'Bruno' });
    expect((await b.client.post('/api/couples/join', { code: couple.coupleCode })).status).toBe(
      200,
    );

    await creatorStream.next(isInvalidation('couples.updated', couple.id));
    // An event on the bystanders' own couple arrives after anything sent before it.
    await second.deps.bus.publish(coupleChannel(bystanders.couple.id), {
      type: 'memories.changed',
      ids: ['m1'],
    });
    await bystanderStream.next(isInvalidation('memories.changed', 'm1'));
    expect(bystanderStream.invalidations()).toEqual([{ type: 'memories.changed', ids: ['m1'] }]);
    // Published on the couple's and the creator's channel, delivered once.
    expect(creatorStream.invalidations()).toEqual([{ type: 'couples.updated', ids: [couple.id] }]);
  });

  it("tells a server-drawn page's first stream whether its couple changed since its data", async () => {
    const { a, couple } = await createCoupleFixture(first);
    const readyOf = async (since: number | string) => {
      const response = await fetch(`${servers[1]!.origin}/api/realtime?since=${since}`, {
        headers: { cookie: a.client.cookieHeader },
      });
      const stream = readEventStream(response);
      streams.push(stream);
      const ready = JSON.parse((await stream.next()).data) as { caughtUp: boolean };
      await stream.close();
      return ready.caughtUp;
    };
    // The machine's time, as the page's data is stamped (not the app's clock, realtime-bus.ts).
    const drawnAt = Math.round(performance.timeOrigin + performance.now());
    // Drawn after the couple's last change (linking them): its data is current.
    expect(await readyOf(drawnAt + 10_000)).toBe(true);
    // A change announced by the other instance: the page drawn before it is not current.
    await first.deps.bus.publish(coupleChannel(couple.id), {
      type: 'memories.changed',
      ids: ['m1'],
    });
    await expect.poll(() => readyOf(drawnAt)).toBe(false);
    // Nonsense is no instant: the client refetches everything.
    expect(await readyOf('mañana')).toBe(false);
    expect(await readyOf(drawnAt + 10_000)).toBe(true);
    // Another couple's change says nothing about this one's.
    await first.deps.bus.publish(coupleChannel(`${couple.id.slice(0, -1)}0`), {
      type: 'memories.changed',
      ids: ['m1'],
    });
    expect(await readyOf(drawnAt + 10_000)).toBe(true);
  });

  it("follows the couple a stream's user creates or joins, without reconnecting", async () => {
    const creator = await createUserFixture(first);
    const joiner = await createUserFixture(second);
    const creatorStream = await open(0, creator.client);
    const joinerStream = await open(1, joiner.client);

    const created = await creator.client.post<{ couple: { id: string; coupleCode: string } }>(
      '/api/couples',
      {
        relationshipStartDate: '2024-01-01',
      },
    );
    const { id, coupleCode } = created.body.couple;
    await creatorStream.next(isInvalidation('couples.updated', id));
    await joiner.client.post('/api/couples/join', { code: coupleCode });
    await joinerStream.next(isInvalidation('couples.updated', id));
    await creatorStream.next(isInvalidation('couples.updated', id));

    // Both streams are now on the couple channel: a change made on either instance reaches both.
    await expect
      .poll(async () => {
        await first.deps.bus.publish(coupleChannel(id), { type: 'events.changed', ids: ['e1'] });
        return joinerStream.invalidations().some((event) => event.type === 'events.changed');
      })
      .toBe(true);
    await creatorStream.next(isInvalidation('events.changed', 'e1'));
  });

  it(`holds at most ${MAX_STREAMS_PER_USER} streams per user; the next is a translated 429`, async () => {
    const greedy = await createUserFixture(first);
    const held: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) held.push(await open(0, greedy.client));

    const refused = await fetch(`${servers[0]!.origin}/api/realtime`, {
      headers: { cookie: greedy.client.cookieHeader },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'errors.tooManyStreams' },
    });
    // Someone else is not affected, and a stream that ends frees its place.
    const other = await createUserFixture(first);
    await open(0, other.client);
    await held[0]!.close();
    await expect
      .poll(async () => {
        const response = await fetch(`${servers[0]!.origin}/api/realtime`, {
          headers: { cookie: greedy.client.cookieHeader },
        });
        streams.push(readEventStream(response));
        return response.status;
      })
      .toBe(200);
  });

  it('lets go of its subscriptions when the client goes away', async () => {
    await Promise.all(streams.splice(0).map((stream) => stream.close()));
    await expectCoupledStreams(first, 0);
    await expectCoupledStreams(second, 0);
    const { a } = await createCoupleFixture(second);
    const stream = await open(1, a.client);
    await expectCoupledStreams(second, 1);
    await stream.close();
    await expectCoupledStreams(second, 0);
  });

  it('sends heartbeats so idle proxies keep the stream open', async () => {
    const app = new Hono()
      .onError(handleError)
      .route(
        '/realtime',
        realtimeRoutes({ ...first.deps, ...coupleLookups(first.deps) }, { heartbeatMs: 20 }),
      );
    const { client } = await createUserFixture(first);
    const response = await app.request('/realtime', { headers: { cookie: client.cookieHeader } });
    const stream = readEventStream(response);
    await stream.next((frame) => frame.event === 'ready');
    await expect.poll(() => stream.comments.length).toBeGreaterThanOrEqual(2);
    expect(stream.comments[0]).toBe('ping');
    await stream.close();
  });
});
