import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TMemory, TMemoryPage } from '@shared/schemas/memories';
import { type JsonResponse, readJsonResponse, type TestClient } from './http-client';
import type { TestApp } from './test-app';

export type MemoryResponse = TMemory & { error: { message: string; field?: string } };

/** A real 64x48 HEIC (HEVC-coded, as an iPhone writes them): left half rose, right half gold. */
export const heicPhoto = () => readFileSync(path.resolve('test/fixtures/photo.heic'));

export interface MemoryForm {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name?: string; type?: string };
  /** A voice note, in the `voice` field (test/voice-fixtures.ts has recordings). */
  voice?: { bytes: Buffer; name?: string; type?: string };
}

/** Sends the memory form as the web app does: multipart text fields plus an optional photo. */
export async function sendMemoryForm(
  client: TestClient,
  method: 'POST' | 'PATCH',
  url: string,
  { fields = {}, file, voice }: MemoryForm,
): Promise<JsonResponse<MemoryResponse>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' });
    form.append('file', blob, file.name ?? 'photo.jpg');
  }
  if (voice) {
    const blob = new Blob([new Uint8Array(voice.bytes)], { type: voice.type ?? 'audio/webm' });
    form.append('voice', blob, voice.name ?? 'voice.webm');
  }
  return readJsonResponse<MemoryResponse>(await client.raw(url, { method, body: form }));
}

export const createMemory = (client: TestClient, form: MemoryForm) =>
  sendMemoryForm(client, 'POST', '/api/memories', form);

export const editMemory = (client: TestClient, id: string, form: MemoryForm) =>
  sendMemoryForm(client, 'PATCH', `/api/memories/${id}`, form);

export const listMemories = (client: TestClient, query: Record<string, string> = {}) =>
  client.get<TMemoryPage & { error: { message: string } }>(
    `/api/memories?${new URLSearchParams(query)}`,
  );

/** Every page of a listing, following the cursors to the end. */
export async function listAllMemories(
  client: TestClient,
  query: Record<string, string> = {},
): Promise<{ items: TMemory[]; pages: number }> {
  const items: TMemory[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await listMemories(client, cursor ? { ...query, cursor } : query);
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
    pages++;
  } while (cursor);
  return { items, pages };
}

/** The stored image path of a memory, straight from the database. */
export async function memoryImagePath(testApp: TestApp, id: string): Promise<string | null> {
  const result = await testApp.deps.pool.query('select image_url from memories where id = $1', [
    id,
  ]);
  return result.rows[0]?.image_url ?? null;
}

export const memoryFileOnDisk = (testApp: TestApp, blobPath: string) =>
  existsSync(path.join(testApp.dataDir, 'uploads', 'memories', blobPath));

export async function countMemoryRows(testApp: TestApp, coupleId: string): Promise<number> {
  const result = await testApp.deps.pool.query(
    'select count(*)::int as total from memories where couple_id = $1',
    [coupleId],
  );
  return result.rows[0].total;
}

/**
 * `count` memories in one statement: every seventh undated, every third with an image path,
 * dates spread over years with many sharing a day, and titles that repeat so ties are common.
 */
export async function seedMemories(
  testApp: TestApp,
  { coupleId, userId, count }: { coupleId: string; userId: string; count: number },
): Promise<void> {
  await testApp.deps.pool.query(
    `insert into memories (couple_id, created_by, title, description, memory_date, image_url, created_at)
     select $1::uuid, $2,
            'Recuerdo ' || (n % 50),
            case when n % 2 = 0 then 'Descripción ' || n end,
            case when n % 7 = 0 then null else date '2020-01-01' + (n % 400) end,
            case when n % 3 = 0 then $1::text || '/seed-' || n || '.jpg' end,
            timestamptz '2024-01-01 00:00:00+00' + (n % 90) * interval '1 second'
     from generate_series(1, $3::int) as n`,
    [coupleId, userId, count],
  );
}
