import fsp from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createTestDatabase, type ScratchDatabase } from '../database';
import { type BulkUser, expectSameSigning, insertBulkCouples } from './bulk-couples';
import {
  LiveClient,
  type LiveServer,
  makeDataDir,
  percentile,
  printTable,
  startLiveServer,
} from './live-server';
import { inBatches, listen, type SseListener } from './sse-listener';

// Realtime at scale, on loopback: two server processes on one database, and this process as
// thousands of browsers. Full size under `npm run test:reliability`; REALTIME_COUPLES and
// REALTIME_STREAMS make it smaller while developing (the machine is shared).
const FULL = Boolean(process.env.RELIABILITY_FULL);
const COUPLES = Number(process.env.REALTIME_COUPLES ?? (FULL ? 1_000 : 50));
const STREAMS = Number(process.env.REALTIME_STREAMS ?? (FULL ? 10_000 : 500));
const WRITES_WHILE_OPEN = Number(process.env.REALTIME_WRITES ?? (FULL ? 500 : 50));
const BUDGET_P99_MS = 100;
const BUDGET_RSS_MB = 400;
/** How many writes are in flight at once: a steady load, not a stampede. */
const WRITE_CONCURRENCY = 10;
const OPEN_CONCURRENCY = 50;
/**
 * The server as production runs it (`npm start`: the esbuild bundle). REALTIME_SERVER=tsx runs
 * the sources through tsx instead, whose loader adds some 70 MB to the process and a property
 * table to every named function (esbuild's keepNames), per stream too.
 */
const BUNDLED = process.env.REALTIME_SERVER !== 'tsx';

/** The machine's 1, 5 and 15 minute load averages: the figures move with what else runs. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

let database: ScratchDatabase;
let pool: pg.Pool;
const servers: LiveServer[] = [];
const dataDirs: string[] = [];
const listeners: SseListener[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('adminDatabaseUrl'));
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  for (let i = 0; i < 2; i++) {
    const dataDir = await makeDataDir(`realtime-${i}`);
    dataDirs.push(dataDir);
    servers.push(await startLiveServer({ dataDir, databaseUrl: database.url, bundled: BUNDLED }));
  }
});

afterAll(async () => {
  for (const listener of listeners) listener.close();
  await Promise.all(servers.map((server) => server.stop()));
  await pool?.end();
  await database?.drop();
  for (const dir of dataDirs) await fsp.rm(dir, { recursive: true, force: true });
});

/**
 * Tracks when each user's streams receive each invalidation, so a write can be timed to its
 * arrival at the partner (the writer's own streams get it too, and do not count).
 */
function deliveries() {
  const waiting = new Map<string, (at: number) => void>();
  const early = new Map<string, number>();
  const arrived = (key: string, at: number) => {
    const resolve = waiting.get(key);
    if (resolve) {
      waiting.delete(key);
      resolve(at);
    } else if (!early.has(key)) early.set(key, at);
  };
  const listenerOf = (userId: string) => (ids: string[], at: number) => {
    for (const id of ids) arrived(`${userId}:${id}`, at);
  };
  /** Writes a goal as `writer` on `origin`; how long until a stream of `partnerId` had it. */
  const measure = async (origin: string, writer: BulkUser, partnerId: string) => {
    const client = new LiveClient(origin);
    client.cookie = writer.cookie;
    const sentAt = performance.now();
    const answer = await client.request('POST', '/api/bucket-list', { title: 'Escala' });
    const ackAt = performance.now();
    if (answer.status !== 201 || !answer.body.id) throw new Error(`write: ${answer.status}`);
    const key = `${partnerId}:${answer.body.id}`;
    const arrivedAt =
      early.get(key) ??
      (await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${key} never arrived`)), 10_000);
        waiting.set(key, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }));
    early.delete(key);
    return { fromSend: arrivedAt - sentAt, fromAck: Math.max(0, arrivedAt - ackAt) };
  };
  return { listenerOf, measure };
}

function summary(label: string, samples: { fromSend: number; fromAck: number }[]) {
  const fromAck = samples.map((sample) => sample.fromAck);
  const fromSend = samples.map((sample) => sample.fromSend);
  return {
    phase: label,
    writes: samples.length,
    'p50 ack→partner ms': percentile(fromAck, 50).toFixed(1),
    'p99 ack→partner ms': percentile(fromAck, 99).toFixed(1),
    'p50 send→partner ms': percentile(fromSend, 50).toFixed(1),
    'p99 send→partner ms': percentile(fromSend, 99).toFixed(1),
  };
}

test(
  'two instances, one database: delivery delay, then 10,000 streams on one instance',
  async () => {
    const [one, two] = servers as [LiveServer, LiveServer];
    // The bulk cookies must be exactly what the server would have issued.
    const real = new LiveClient(one.origin);
    const { userId } = await real.signUp();
    await expectSameSigning(pool, real.cookie, userId);

    const couples = await insertBulkCouples(pool, Math.max(COUPLES, Math.ceil(STREAMS / 10)));
    const phaseOne = couples.slice(0, COUPLES);
    const tracker = deliveries();
    const rssBefore = one.rssMb();

    // Phase 1: one partner's stream on each instance.
    await inBatches(phaseOne, OPEN_CONCURRENCY, async (couple, i) => {
      const a = listen(
        one.origin,
        couple.a.cookie,
        `10.1.${i >> 8}.${i & 255}`,
        tracker.listenerOf(couple.a.userId),
      );
      const b = listen(
        two.origin,
        couple.b.cookie,
        `10.2.${i >> 8}.${i & 255}`,
        tracker.listenerOf(couple.b.userId),
      );
      listeners.push(a, b);
      await Promise.all([a.ready, b.ready]);
    });
    const crossInstance: { fromSend: number; fromAck: number }[] = [];
    await inBatches(phaseOne, WRITE_CONCURRENCY, async (couple, i) => {
      // Half the couples write on instance 2 for a partner on 1, half the other way round.
      crossInstance.push(
        i % 2
          ? await tracker.measure(two.origin, couple.b, couple.a.userId)
          : await tracker.measure(one.origin, couple.a, couple.b.userId),
      );
    });
    const phaseOneRow = summary(`${COUPLES} couples, partners on 2 instances`, crossInstance);
    for (const listener of listeners.splice(0)) listener.close();

    // Phase 2: STREAMS streams on instance 1 (10 per user at most, so users share them out).
    const users = couples.flatMap((couple) => [couple.a, couple.b]);
    const perUser = Math.ceil(STREAMS / users.length);
    const slots = Array.from(
      { length: STREAMS },
      (_, i) => users[Math.floor(i / perUser)] as BulkUser,
    );
    const openStart = performance.now();
    await inBatches(slots, OPEN_CONCURRENCY, async (user, i) => {
      const address = `10.3.${i >> 8}.${i & 255}`;
      const listener = listen(one.origin, user.cookie, address, tracker.listenerOf(user.userId));
      listeners.push(listener);
      await listener.ready;
    });
    const openSeconds = (performance.now() - openStart) / 1000;
    const rssOpen = one.rssMb();
    const whileOpen: { fromSend: number; fromAck: number }[] = [];
    const writers = couples.slice(0, WRITES_WHILE_OPEN);
    await inBatches(writers, WRITE_CONCURRENCY, async (couple) => {
      // Written on instance 2: the event crosses PostgreSQL to reach the streams on instance 1.
      whileOpen.push(await tracker.measure(two.origin, couple.b, couple.a.userId));
    });
    const rssAfter = one.rssMb();
    const phaseTwoRow = summary(`${STREAMS} streams open on instance 1`, whileOpen);

    printTable(
      `Realtime at scale: delivery delay to the partner (budget p99 ≤ 100 ms), load average ${loadAverage()}`,
      [phaseOneRow, phaseTwoRow],
    );
    printTable(
      `Realtime at scale: instance 1 memory (budget ≤ ${BUDGET_RSS_MB} MB with the streams open), ` +
        `${BUNDLED ? 'production bundle' : 'sources through tsx'}, load average ${loadAverage()}`,
      [
        {
          'streams open': STREAMS,
          'RSS before MB': rssBefore.toFixed(0),
          'RSS open MB': rssOpen.toFixed(0),
          'RSS after writes MB': rssAfter.toFixed(0),
          'opened in s': openSeconds.toFixed(1),
        },
      ],
    );
    expect(Number(phaseOneRow['p99 ack→partner ms'])).toBeLessThanOrEqual(BUDGET_P99_MS);
    expect(Number(phaseTwoRow['p99 ack→partner ms'])).toBeLessThanOrEqual(BUDGET_P99_MS);
    expect(Math.max(rssOpen, rssAfter)).toBeLessThanOrEqual(BUDGET_RSS_MB);
  },
  30 * 60_000,
);
