import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { pngImage } from '../image-fixtures';
import {
  type LiveClient,
  type LiveServer,
  liveCouple,
  makeDataDir,
  printTable,
  startLiveServer,
} from './live-server';

// A burst of writes while the server is killed (SIGKILL, then its PostgreSQL too, as a power cut
// would), then `npm start` on the same data directory: every write that was acknowledged is there.
const BURST_MS = Number(process.env.CRASH_BURST_MS ?? 2_000);
const WORKERS = 6;

type Kind = 'event' | 'goal' | 'memory';
interface Acknowledged {
  kind: Kind;
  id: string;
  title: string;
}

const started: LiveServer[] = [];
let dataDir = '';

afterAll(async () => {
  for (const server of started) server.process.child.kill('SIGKILL');
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

function postmasterPid(dir: string): number | null {
  const file = path.join(dir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
}

async function write(client: LiveClient, kind: Kind, title: string, photo: Buffer) {
  if (kind === 'event')
    return client.request('POST', '/api/events', { title, eventDate: '2026-02-14' });
  if (kind === 'goal') return client.request('POST', '/api/bucket-list', { title });
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png');
  return client.request('POST', '/api/memories', form);
}

test('every write acknowledged before a SIGKILL is there after npm start', async () => {
  dataDir = await makeDataDir('crash');
  const first = await startLiveServer({ dataDir });
  started.push(first);
  const { a, b } = await liveCouple(first.origin);
  const photo = await pngImage(32, 24);

  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let isKilled = false;
  const kinds: Kind[] = ['event', 'goal', 'memory'];
  const workers = Array.from({ length: WORKERS }, async (_, worker) => {
    const client = worker % 2 ? b : a;
    for (let n = 0; !isKilled; n++) {
      const kind = kinds[(worker + n) % kinds.length] as Kind;
      const title = `w${worker}-${n} ${kind}`;
      sent++;
      const answer = await write(client, kind, title, photo).catch(() => null);
      if (answer && answer.status >= 200 && answer.status < 300 && answer.body.id) {
        acknowledged.push({ kind, id: answer.body.id, title });
      } else if (answer && !isKilled) {
        throw new Error(`${kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
  });

  await new Promise((resolve) => setTimeout(resolve, BURST_MS));
  const database = postmasterPid(dataDir);
  isKilled = true;
  first.process.child.kill('SIGKILL');
  if (database) process.kill(database, 'SIGKILL');
  await first.process.exited;
  await Promise.all(workers);
  expect(acknowledged.length).toBeGreaterThan(5);

  const again = await startLiveServer({ dataDir, port: first.port, viaNpm: true });
  started.push(again);
  const events = await a.request('GET', '/api/events');
  const goals = await a.request('GET', '/api/bucket-list');
  const eventTitles = new Set((events.body as unknown as { id: string }[]).map((e) => e.id));
  const goalIds = new Set((goals.body as unknown as { id: string }[]).map((g) => g.id));
  const missing: Acknowledged[] = [];
  let imagesServed = 0;
  for (const item of acknowledged) {
    if (item.kind === 'event' && !eventTitles.has(item.id)) missing.push(item);
    if (item.kind === 'goal' && !goalIds.has(item.id)) missing.push(item);
    if (item.kind === 'memory') {
      const memory = await a.request('GET', `/api/memories/${item.id}`);
      if (memory.status !== 200 || memory.body.title !== item.title) {
        missing.push(item);
        continue;
      }
      const image = await fetch(`${again.origin}${memory.body.imageUrl}`, {
        headers: { cookie: a.cookie, 'x-forwarded-for': a.address },
      });
      if (image.status === 200) imagesServed++;
      else missing.push(item);
    }
  }
  const count = (kind: Kind) => acknowledged.filter((item) => item.kind === kind).length;
  printTable(
    'Crash: writes acknowledged before SIGKILL (server and PostgreSQL), found after npm start',
    [
      {
        kind: 'events',
        acknowledged: count('event'),
        missing: missing.filter((m) => m.kind === 'event').length,
      },
      {
        kind: 'goals',
        acknowledged: count('goal'),
        missing: missing.filter((m) => m.kind === 'goal').length,
      },
      {
        kind: 'memories (with photo)',
        acknowledged: count('memory'),
        missing: count('memory') - imagesServed,
      },
      { kind: 'requests sent', acknowledged: sent, missing: '-' },
    ],
  );
  expect(missing).toEqual([]);
  await again.stop();
}, 240_000);
