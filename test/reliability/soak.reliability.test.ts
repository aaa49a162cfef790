import fsp from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createTestDatabase, type ScratchDatabase } from '../database';
import { pngImage } from '../image-fixtures';
import {
  type LiveClient,
  type LiveServer,
  liveCouple,
  makeDataDir,
  percentile,
  printTable,
  startLiveServer,
} from './live-server';
import { listen, type SseListener } from './sse-listener';

// Mixed traffic at a steady rate against the real server process: no errors, and its memory flat.
// 5 minutes under `npm run test:reliability`; SOAK_SECONDS shortens it while developing.
const FULL = Boolean(process.env.RELIABILITY_FULL);
const SECONDS = Number(process.env.SOAK_SECONDS ?? (FULL ? 300 : 30));
const RATE_PER_SECOND = Number(process.env.SOAK_RATE ?? 10);
const COUPLES = 6;
const SAMPLE_MS = 5_000;
/** Memory is compared after this share of the run: the first minutes fill caches and pools. */
const WARMUP_SHARE = 0.25;
const BUDGET_GROWTH = 0.1;

let database: ScratchDatabase;
let server: LiveServer;
let dataDir = '';
const listeners: SseListener[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('adminDatabaseUrl'));
  dataDir = await makeDataDir('soak');
  server = await startLiveServer({ dataDir, databaseUrl: database.url });
});

afterAll(async () => {
  for (const listener of listeners) listener.close();
  await server?.stop();
  await database?.drop();
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

interface Operation {
  name: string;
  weight: number;
  run: (client: LiveClient, state: { events: string[]; goals: string[] }) => Promise<number>;
  /** The statuses this operation may get; anything else is an error. */
  ok: number[];
}

test(
  'soak: steady mixed traffic, no errors, memory flat',
  async () => {
    const couples = await Promise.all(
      Array.from({ length: COUPLES }, () => liveCouple(server.origin)),
    );
    const photo = await pngImage(64, 48);
    for (const couple of couples) {
      const stream = listen(server.origin, couple.a.cookie, couple.a.address, () => {});
      listeners.push(stream);
      await stream.ready;
    }
    const operations: Operation[] = [
      {
        name: 'GET dashboard',
        weight: 4,
        ok: [200],
        run: async (c) => (await c.request('GET', '/api/dashboard')).status,
      },
      {
        name: 'GET memories',
        weight: 3,
        ok: [200],
        run: async (c) => (await c.request('GET', '/api/memories')).status,
      },
      {
        name: 'GET events',
        weight: 3,
        ok: [200],
        run: async (c) => (await c.request('GET', '/api/events')).status,
      },
      {
        name: 'GET stats',
        weight: 2,
        ok: [200],
        run: async (c) => (await c.request('GET', '/api/stats')).status,
      },
      {
        name: 'POST event',
        weight: 2,
        ok: [201],
        run: async (c, state) => {
          const answer = await c.request('POST', '/api/events', {
            title: 'Cena',
            eventDate: '2026-02-14',
          });
          if (answer.body.id) state.events.push(answer.body.id);
          return answer.status;
        },
      },
      {
        name: 'DELETE event',
        weight: 1,
        ok: [204, 404],
        run: async (c, state) => {
          const id = state.events.shift();
          return id ? (await c.request('DELETE', `/api/events/${id}`)).status : 204;
        },
      },
      {
        name: 'POST goal',
        weight: 1,
        ok: [201],
        run: async (c, state) => {
          const answer = await c.request('POST', '/api/bucket-list', { title: 'Viajar' });
          if (answer.body.id) state.goals.push(answer.body.id);
          return answer.status;
        },
      },
      {
        name: 'PUT goal completed',
        weight: 2,
        ok: [200, 404],
        run: async (c, state) => {
          const id = state.goals[Math.floor(Math.random() * state.goals.length)];
          // No goal yet: this turn creates one instead (still a write; the next has a target).
          if (!id) {
            const created = await c.request('POST', '/api/bucket-list', { title: 'Viajar' });
            if (created.body.id) state.goals.push(created.body.id);
            return created.status === 201 ? 200 : created.status;
          }
          return (
            await c.request('PUT', `/api/bucket-list/${id}/completed`, {
              completed: Math.random() < 0.5,
            })
          ).status;
        },
      },
      {
        name: 'POST emotion',
        weight: 1,
        ok: [201],
        run: async (c) =>
          (await c.request('POST', '/api/emotions', { emotionType: 'feliz' })).status,
      },
      {
        name: 'POST memory with photo',
        weight: 1,
        ok: [201],
        run: async (c) => {
          const form = new FormData();
          form.append('title', 'Recuerdo');
          form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'f.png');
          return (await c.request('POST', '/api/memories', form)).status;
        },
      },
    ];
    const bag = operations.flatMap((operation) =>
      Array<Operation>(operation.weight).fill(operation),
    );
    const states = couples.map(() => ({ events: [] as string[], goals: [] as string[] }));

    const counts = new Map<string, { sent: number; errors: number; ms: number[] }>();
    const errors: string[] = [];
    const samples: { second: number; rss: number }[] = [];
    const inFlight = new Set<Promise<void>>();
    const start = performance.now();
    const sampler = setInterval(() => {
      samples.push({ second: Math.round((performance.now() - start) / 1000), rss: server.rssMb() });
    }, SAMPLE_MS);

    // A steady rate: one request every 1/RATE seconds, whether or not earlier ones have answered.
    const total = SECONDS * RATE_PER_SECOND;
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const operation = bag[n % bag.length] as Operation;
      const index = n % COUPLES;
      const couple = couples[index];
      if (!couple) continue;
      const client = n % 2 ? couple.b : couple.a;
      const entry = counts.get(operation.name) ?? { sent: 0, errors: 0, ms: [] };
      counts.set(operation.name, entry);
      entry.sent++;
      const began = performance.now();
      const request = operation
        .run(client, states[index] as { events: string[]; goals: string[] })
        .then(
          (status) => {
            entry.ms.push(performance.now() - began);
            if (!operation.ok.includes(status)) {
              entry.errors++;
              errors.push(`${operation.name}: ${status}`);
            }
          },
          (error: unknown) => {
            entry.errors++;
            errors.push(`${operation.name}: ${String(error)}`);
          },
        )
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
    clearInterval(sampler);
    samples.push({ second: Math.round((performance.now() - start) / 1000), rss: server.rssMb() });

    printTable(
      `Soak: ${SECONDS} s at ${RATE_PER_SECOND} requests/s, ${COUPLES} couples with a stream open`,
      [...counts].map(([name, entry]) => ({
        operation: name,
        sent: entry.sent,
        errors: entry.errors,
        'p50 ms': percentile(entry.ms, 50).toFixed(1),
        'p99 ms': percentile(entry.ms, 99).toFixed(1),
      })),
    );
    const settled = samples.filter((sample) => sample.second >= SECONDS * WARMUP_SHARE);
    const early = settled.slice(0, Math.max(1, Math.floor(settled.length / 4)));
    const late = settled.slice(-Math.max(1, Math.floor(settled.length / 4)));
    const mean = (list: { rss: number }[]) => list.reduce((sum, s) => sum + s.rss, 0) / list.length;
    const growth = (mean(late) - mean(early)) / mean(early);
    printTable('Soak: server RSS', [
      {
        'first sample MB': samples[0]?.rss.toFixed(0) ?? '-',
        'after warm-up MB': mean(early).toFixed(0),
        'at the end MB': mean(late).toFixed(0),
        growth: `${(growth * 100).toFixed(1)} %`,
        'max MB': Math.max(...samples.map((sample) => sample.rss)).toFixed(0),
      },
    ]);
    expect(errors.slice(0, 20)).toEqual([]);
    expect(growth).toBeLessThanOrEqual(BUDGET_GROWTH);
  },
  60 * 60_000,
);
