import { silentLogger } from '@server/logger';
import { createUserFixture } from '@test/fixtures';
import { type EventStream, openRealtimeStream, serveTestApp } from '@test/sse-client';
import { setupTestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from './realtime.routes';
import { createStreamLeases } from './stream-leases';

// Two instances on one database, as behind a load balancer that spreads one user's streams.
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

const liveLeases = async (userId: string) =>
  Number(
    (
      await first.deps.pool.query<{ n: string }>(
        'select count(*) n from realtime_stream_leases where user_id = $1',
        [userId],
      )
    ).rows[0]?.n,
  );

describe('the per-user stream limit', () => {
  it(`counts a user's streams on every instance together (${MAX_STREAMS_PER_USER} in all)`, async () => {
    const greedy = await createUserFixture(first);
    const open = async (instance: number) => {
      const stream = await openRealtimeStream(
        servers[instance]!.origin,
        greedy.client.cookieHeader,
      );
      streams.push(stream);
      return stream;
    };
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const stream = await open(i % 2);
      await stream.next((frame) => frame.event === 'ready');
    }
    for (const server of servers) {
      const refused = await fetch(`${server.origin}/api/realtime`, {
        headers: { cookie: greedy.client.cookieHeader },
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: { code: 'rate_limited', message: 'errors.tooManyStreams' },
      });
    }
    expect(await liveLeases(greedy.user.id)).toBe(MAX_STREAMS_PER_USER);

    // A stream that ends, on either instance, frees its place on both.
    await streams[1]!.close();
    await expect.poll(() => liveLeases(greedy.user.id)).toBe(MAX_STREAMS_PER_USER - 1);
    const again = await open(0);
    expect(again.response.status).toBe(200);
  });

  it('no longer counts the leases of an instance that died, once their TTL is over', async () => {
    const { user } = await createUserFixture(first);
    // Long enough that a busy machine takes the first three leases well within it.
    const ttlMs = 3000;
    // The dead instance: takes leases and never renews them (nor releases them).
    const dead = createStreamLeases(first.deps.pool, silentLogger, { ttlMs, renewMs: 60_000 });
    const alive = createStreamLeases(second.deps.pool, silentLogger, { ttlMs, renewMs: 500 });
    const leases: (string | null)[] = [];
    try {
      expect(await dead.acquire(user.id, 2)).not.toBeNull();
      expect(await dead.acquire(user.id, 2)).not.toBeNull();
      expect(await alive.acquire(user.id, 2)).toBeNull();

      await new Promise((resolve) => setTimeout(resolve, ttlMs + 100));
      const lease = await alive.acquire(user.id, 2);
      expect(lease).not.toBeNull();
      leases.push(lease);
      // The live instance renews its own lease past the TTL, and sweeps the dead one's away.
      await new Promise((resolve) => setTimeout(resolve, ttlMs + 100));
      expect(await liveLeases(user.id)).toBe(1);
      leases.push(await alive.acquire(user.id, 2));
      expect(leases.every(Boolean)).toBe(true);
      expect(await alive.acquire(user.id, 2)).toBeNull();
    } finally {
      // Released, it stops renewing (and sweeping with this test's short TTL).
      for (const id of leases) if (id) await alive.release(id);
    }
  });

  it('decides simultaneous opens on two instances in the database: never above the limit', async () => {
    const { user } = await createUserFixture(first);
    const one = createStreamLeases(first.deps.pool, silentLogger);
    const two = createStreamLeases(second.deps.pool, silentLogger);
    const leases = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).acquire(user.id, 3)),
    );
    expect(leases.filter(Boolean)).toHaveLength(3);
    expect(await liveLeases(user.id)).toBe(3);
  });
});
