import { ManualClock } from '@server/jobs/clock';
import type { TEvent } from '@shared/schemas/events';
import { createCoupleFixture } from '@test/couple-fixtures';
import { phoneJpeg } from '@test/image-fixtures';
import type { MemoryResponse, sendMemoryForm } from '@test/memory-fixtures';
import { setupStorageTestApp } from '@test/storage-drivers';
import { expect, it } from 'vitest';

const clock = new ManualClock();
const testApp = setupStorageTestApp('local disk', { clock });

const withKey = (key: string) => ({ 'Idempotency-Key': key });
const event = { title: 'Cena', eventDate: '2027-01-01' };

async function countRows(table: 'events' | 'memories', coupleId: string): Promise<number> {
  const result = await testApp.deps.pool.query(
    `select count(*)::int as n from ${table} where couple_id = $1`,
    [coupleId],
  );
  return result.rows[0].n;
}

async function postMemoryWithPhoto(client: Parameters<typeof sendMemoryForm>[0], key: string) {
  const form = new FormData();
  form.append('title', 'Playa');
  form.append('memoryDate', '2025-07-01');
  form.append(
    'file',
    new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' }),
    'p.jpg',
  );
  const response = await client.raw('/api/memories', {
    method: 'POST',
    body: form,
    headers: withKey(key),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as MemoryResponse,
  };
}

it('answers a retried memory upload with the first result, without a second memory or photo', async () => {
  const { a, couple } = await createCoupleFixture(testApp);
  const key = crypto.randomUUID();
  const first = await postMemoryWithPhoto(a.client, key);
  expect(first.status).toBe(201);
  const stored = (await testApp.listStored()).length;
  const retry = await postMemoryWithPhoto(a.client, key);
  expect(retry.status).toBe(201);
  expect(retry.body).toEqual(first.body);
  expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  expect(await countRows('memories', couple.id)).toBe(1);
  expect((await testApp.listStored()).length).toBe(stored);
  // A new submission (a new key) is a new memory.
  expect((await postMemoryWithPhoto(a.client, crypto.randomUUID())).status).toBe(201);
  expect(await countRows('memories', couple.id)).toBe(2);
});

it('creates once when twenty requests with one key arrive at the same moment', async () => {
  const { a, couple } = await createCoupleFixture(testApp);
  const key = crypto.randomUUID();
  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      a.client.request<TEvent>('POST', '/api/events', event, withKey(key)),
    ),
  );
  expect(await countRows('events', couple.id)).toBe(1);
  const created = responses.filter((response) => response.status === 201);
  expect(created.length).toBeGreaterThanOrEqual(1);
  expect(new Set(created.map((response) => response.body.id)).size).toBe(1);
  // The others were told the first is still running, in our format, and may retry.
  for (const response of responses.filter((r) => r.status !== 201)) {
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { message: 'errors.requestInProgress' } });
  }
  const retry = await a.client.request<TEvent>('POST', '/api/events', event, withKey(key));
  expect(retry.body.id).toBe(created[0]?.body.id);
});

it('keeps keys per user and per route, keeps no failure, and forgets a key after a day', async () => {
  const { a, b, couple } = await createCoupleFixture(testApp);
  const key = crypto.randomUUID();
  // A refused request created nothing: the same key, corrected, goes through.
  const refused = await a.client.request('POST', '/api/events', { title: '' }, withKey(key));
  expect(refused.status).toBe(400);
  expect((await a.client.request('POST', '/api/events', event, withKey(key))).status).toBe(201);
  // The partner's key is their own, even with the same value.
  expect((await b.client.request('POST', '/api/events', event, withKey(key))).status).toBe(201);
  expect(await countRows('events', couple.id)).toBe(2);
  // One key on another route is the client's mistake.
  const elsewhere = await a.client.request(
    'POST',
    '/api/bucket-list',
    { title: 'x' },
    withKey(key),
  );
  expect(elsewhere.status).toBe(422);
  expect(elsewhere.body).toMatchObject({ error: { message: 'errors.idempotencyKeyReused' } });
  // A malformed key is refused before anything runs.
  const malformed = await a.client.request('POST', '/api/events', event, withKey('x y'));
  expect(malformed.status).toBe(400);
  expect(malformed.body).toMatchObject({ error: { message: 'errors.invalidIdempotencyKey' } });

  clock.advance(24 * 60 * 60 * 1000 + 60_000);
  expect(await testApp.deps.jobs.runDue('idempotency-keys.purge')).toBe(true);
  const left = await testApp.deps.pool.query(
    'select count(*)::int as n from idempotency_keys where key = $1',
    [key],
  );
  expect(left.rows[0].n).toBe(0);
  expect((await a.client.request('POST', '/api/events', event, withKey(key))).status).toBe(201);
  expect(await countRows('events', couple.id)).toBe(3);
});

it('changes nothing for a request without the header', async () => {
  const { a, couple } = await createCoupleFixture(testApp);
  await a.client.post('/api/events', event);
  await a.client.post('/api/events', event);
  expect(await countRows('events', couple.id)).toBe(2);
});

it('refuses the same key with a different body instead of dropping the second write', async () => {
  const { a, couple } = await createCoupleFixture(testApp);
  const key = crypto.randomUUID();
  expect((await a.client.request('POST', '/api/events', event, withKey(key))).status).toBe(201);
  const other = await a.client.request(
    'POST',
    '/api/events',
    { ...event, title: 'Otra cena' },
    withKey(key),
  );
  expect(other.status).toBe(422);
  expect(other.body).toMatchObject({ error: { message: 'errors.idempotencyKeyReused' } });
  expect(await countRows('events', couple.id)).toBe(1);
  // The same body again is still a retry.
  const retry = await a.client.request('POST', '/api/events', event, withKey(key));
  expect(retry.status).toBe(201);
  expect(retry.headers.get('Idempotent-Replayed')).toBe('true');

  // A photo form is compared by its fields and files, not its (per-send) boundary.
  const memoryKey = crypto.randomUUID();
  expect((await postMemoryWithPhoto(a.client, memoryKey)).status).toBe(201);
  const form = new FormData();
  form.append('title', 'Montaña');
  form.append('memoryDate', '2025-07-01');
  const changed = await a.client.raw('/api/memories', {
    method: 'POST',
    body: form,
    headers: withKey(memoryKey),
  });
  expect(changed.status).toBe(422);
  expect(await countRows('memories', couple.id)).toBe(1);
});

it('answers a key only within the couple it was used in: in the next couple it is a new write', async () => {
  const first = await createCoupleFixture(testApp);
  const key = crypto.randomUUID();
  const created = await first.a.client.request<TEvent>('POST', '/api/events', event, withKey(key));
  expect(created.status).toBe(201);
  expect((await first.a.client.post('/api/couples/end')).status).toBe(204);

  // Ana links with someone else; her app sends the same key again (an outbox replayed late).
  const next = await createCoupleFixture(testApp, { a: first.a });
  const again = await first.a.client.request<TEvent>('POST', '/api/events', event, withKey(key));
  expect(again.status).toBe(201);
  expect(again.headers.get('Idempotent-Replayed')).toBeNull();
  expect(again.body.id).not.toBe(created.body.id);
  expect(await countRows('events', next.couple.id)).toBe(1);
  // Nothing of the ended couple reached the new one.
  expect(JSON.stringify(again.body)).not.toContain(first.couple.id);
  // And within the new couple the key is a retry again.
  const retry = await first.a.client.request<TEvent>('POST', '/api/events', event, withKey(key));
  expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  expect(retry.body.id).toBe(again.body.id);
});
