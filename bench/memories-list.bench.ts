// First page of GET /api/memories for a couple with 3,000 memories against one with 3, through
// the real app on an embedded PostgreSQL. Run with `npm run bench:memories`. Exits non-zero when
// the large couple's page is over budget: the keyset list must not grow with the collection.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '@server/app';
import { buildDependencies } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import type { TMemoryPage } from '@shared/schemas/memories';
import { TestClient } from '@test/http-client';
import { seedMemories } from '@test/memory-fixtures';

const REQUESTS = 400;
const WARMUP = 40;
/** The large couple's median may be at most this much slower than the small one's... */
const BUDGET_RATIO = 1.5;
/**
 * ...and its 95th percentile under this, in milliseconds: generous, as the figure also carries
 * the session and couple lookups and whatever else the machine is doing.
 */
const BUDGET_P95_MS = 75;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-bench-'));
// As root, PostgreSQL runs as its own system user, which must reach its folder.
await fs.chmod(dataDir, 0o755);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
});
const deps = await buildDependencies(config);
const app = createApp(deps);
const testApp = { app, deps, dataDir, databaseUrl: '', close: async () => {} };

async function signUp(name: string): Promise<TestClient> {
  const client = new TestClient(testApp, name);
  const email = `${name}-${Date.now()}@example.com`;
  const response = await client.post('/api/auth/sign-up/email', {
    email,
    password: 'amor-123456',
    fullName: name,
  });
  if (response.status !== 200) throw new Error(`sign-up: ${JSON.stringify(response.body)}`);
  return client;
}

async function couple(label: string) {
  const a = await signUp(`${label}-a`);
  const b = await signUp(`${label}-b`);
  const created = await a.post<{ couple: { id: string; coupleCode: string } }>('/api/couples', {
    relationshipStartDate: '2024-02-14',
  });
  await b.post('/api/couples/join', { code: created.body.couple.coupleCode });
  const me = await a.get<{ user: { id: string } }>('/api/auth/get-session');
  return { client: a, coupleId: created.body.couple.id, userId: me.body.user.id };
}

async function measure(client: TestClient) {
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const start = performance.now();
    const response = await client.get<TMemoryPage>('/api/memories');
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`list: ${response.status}`);
    if (index >= WARMUP) timings.push(elapsed);
  }
  timings.sort((x, y) => x - y);
  const at = (quantile: number) => timings[Math.floor(quantile * (timings.length - 1))] ?? 0;
  const total = timings.reduce((sum, value) => sum + value, 0);
  return { p50: at(0.5), p95: at(0.95), perSecond: (1000 * timings.length) / total };
}

try {
  const small = await couple('small');
  const large = await couple('large');
  await seedMemories(testApp, { ...small, count: 3 });
  await seedMemories(testApp, { ...large, count: 3000 });
  await deps.pool.query('analyze memories');

  const smallResult = await measure(small.client);
  const largeResult = await measure(large.client);
  const row = (label: string, { p50, p95, perSecond }: typeof smallResult) =>
    `${label.padEnd(16)} p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   ${perSecond.toFixed(0).padStart(5)} req/s`;
  console.log(`GET /api/memories, first page, ${REQUESTS} sequential requests each`);
  console.log(row('3 memories', smallResult));
  console.log(row('3,000 memories', largeResult));
  const ratio = largeResult.p50 / smallResult.p50;
  console.log(
    `p50 ratio ${ratio.toFixed(2)} (budget ${BUDGET_RATIO}), p95 budget ${BUDGET_P95_MS} ms`,
  );
  if (ratio > BUDGET_RATIO || largeResult.p95 > BUDGET_P95_MS) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  await deps.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
