// The export's memory and first byte with a couple holding ~2 GB of photos: the server runs as
// its own process (as `npm start` does) and its peak RSS (VmHWM) is read from /proc while
// GET /api/export streams. Not part of `npm test`; run with `npm run bench:export`
// (EXPORT_BENCH_MB=200 for a quick run). Exits non-zero when the peak grows past the budget.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '@server/app';
import { buildDependencies } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { TestClient } from '@test/http-client';
import { freePort, startServer, waitForHealth } from '@test/server-process';

const TOTAL_MB = Number(process.env.EXPORT_BENCH_MB ?? 2048);
const PHOTO_MB = 5;
/** What the export may add to the idle server's RSS, whatever the archive's size. */
const BUDGET_EXTRA_MB = 150;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const PASSWORD = 'amor-123456';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'juntos-export-bench-'));
await fs.chmod(dataDir, 0o755); // as root, PostgreSQL runs as its own user
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  BETTER_AUTH_SECRET: SECRET,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
};

/** Seeds the couple and its photos in-process (SQL and the local driver), then stops. */
async function seed() {
  const deps = await buildDependencies(
    loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  );
  const testApp = { app: createApp(deps), deps, dataDir, databaseUrl: '', close: async () => {} };
  const email = `bench-a-${Date.now()}@example.com`;
  const a = new TestClient(testApp, 'a');
  const b = new TestClient(testApp, 'b');
  await a.post('/api/auth/sign-up/email', { email, password: PASSWORD, fullName: 'Ana' });
  await b.post('/api/auth/sign-up/email', {
    email: `bench-b-${Date.now()}@example.com`,
    password: PASSWORD,
    fullName: 'Bruno',
  });
  const created = await a.post<{ couple: { id: string; coupleCode: string } }>('/api/couples', {
    relationshipStartDate: '2024-02-14',
  });
  await b.post('/api/couples/join', { code: created.body.couple.coupleCode });
  const coupleId = created.body.couple.id;
  const { rows } = await deps.pool.query('select user1_id from couples where id = $1', [coupleId]);
  const photo = randomBytes(PHOTO_MB * 1024 * 1024); // incompressible, as real photos are
  const count = Math.ceil(TOTAL_MB / PHOTO_MB);
  for (let n = 0; n < count; n++) {
    const blobPath = `${coupleId}/bench-${n}.jpg`;
    photo.writeUInt32BE(n, 0); // every file different
    await deps.blobs.put('memories', blobPath, photo, 'image/jpeg');
    await deps.pool.query(
      `insert into memories (couple_id, created_by, title, image_url, memory_date)
       values ($1, $2, $3, $4, date '2024-01-01' + $5::int)`,
      [coupleId, rows[0].user1_id, `Recuerdo ${n}`, blobPath, n % 700],
    );
  }
  await deps.close();
  return { email, count };
}

const readKb = async (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
};

const { email, count } = await seed();
console.log(`seeded ${count} photos, ${count * PHOTO_MB} MB`);
const server = startServer(env);
try {
  await waitForHealth(port, server);
  const pid = server.child.pid ?? 0;
  const origin = env.PUBLIC_URL;
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const idleRssMb = (await readKb(pid, 'VmRSS')) / 1024;
  const idlePeakMb = (await readKb(pid, 'VmHWM')) / 1024;

  const started = performance.now();
  const response = await fetch(`${origin}/api/export`, { headers: { cookie } });
  const headersMs = performance.now() - started;
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let tail = Buffer.alloc(0);
  let maxRssMb = 0;
  const sampler = setInterval(async () => {
    maxRssMb = Math.max(maxRssMb, (await readKb(pid, 'VmRSS').catch(() => 0)) / 1024);
  }, 100);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-64);
  }
  clearInterval(sampler);
  const totalS = (performance.now() - started) / 1000;
  const peakMb = (await readKb(pid, 'VmHWM')) / 1024;
  // The end of central directory record closes a complete ZIP.
  const isComplete = tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));

  console.log(
    JSON.stringify(
      {
        photos: count,
        photosMb: count * PHOTO_MB,
        archiveMb: Math.round(bytes / 1024 / 1024),
        isComplete,
        headersMs: Math.round(headersMs),
        firstByteMs: Math.round(firstByteMs),
        seconds: Math.round(totalS * 10) / 10,
        mbPerSecond: Math.round(bytes / 1024 / 1024 / totalS),
        idleRssMb: Math.round(idleRssMb),
        idlePeakRssMb: Math.round(idlePeakMb),
        maxSampledRssMb: Math.round(maxRssMb),
        peakRssMb: Math.round(peakMb),
      },
      null,
      2,
    ),
  );
  if (!isComplete) throw new Error('the archive is incomplete');
  if (peakMb - idlePeakMb > BUDGET_EXTRA_MB) {
    throw new Error(`peak RSS grew ${Math.round(peakMb - idlePeakMb)} MB (> ${BUDGET_EXTRA_MB})`);
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await fs.rm(dataDir, { recursive: true, force: true });
}
