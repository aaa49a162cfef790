import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import { readArchiveFile } from '@server/backup/archive-file';
import { readTar } from '@server/backup/tar-reader';
import { tarEnd, tarEntry } from '@server/backup/tar-writer';
import type { TChatPage, TChatSummary } from '@shared/schemas/chat';
import type { TMemory } from '@shared/schemas/memories';
import type { TProfile } from '@shared/schemas/profile';
import { expect } from 'vitest';
import { type CoupleFixture, createCoupleFixture } from './couple-fixtures';
import { TEST_PASSWORD } from './fixtures';
import { TestClient } from './http-client';
import { phoneJpeg, pngImage } from './image-fixtures';
import { createMemory, listAllMemories } from './memory-fixtures';
import { createPetFixture } from './pet-fixtures';
import { uploadAvatar } from './profile-fixtures';
import type { TestApp } from './test-app';

/** `npm run backup` or `npm run restore` as an operator runs it, in its own process. */
export function runBackupScript(
  script: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [`scripts/${script}.mjs`, file], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/**
 * A couple's whole space: two partners, memories with and without photos, events, a pet, and
 * with `withChat` their chat (a version before the chat, as the upgrade test starts, has none).
 */
export async function seedCoupleSpace(
  testApp: Pick<TestApp, 'app'>,
  { withChat = false }: { withChat?: boolean } = {},
): Promise<CoupleFixture> {
  const couple = await createCoupleFixture(testApp);
  const photos = [await phoneJpeg(300, 200), await pngImage(64, 48)];
  for (const [index, bytes] of photos.entries()) {
    const response = await createMemory(couple.a.client, {
      fields: { title: `Recuerdo ${index}`, description: 'Con foto ✨', memoryDate: '2025-06-01' },
      file: { bytes, type: index === 0 ? 'image/jpeg' : 'image/png' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  const plain = await createMemory(couple.b.client, { fields: { title: 'Sin foto' } });
  expect(plain.status).toBe(201);
  for (const title of ['Cena en el italiano', 'Aniversario']) {
    const event = await couple.a.client.post('/api/events', {
      title,
      eventDate: '2026-02-14',
      eventType: 'plan',
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
  }
  await createPetFixture(couple.b);
  if (withChat) await seedChat(couple);
  const avatar = await uploadAvatar(couple.a.client, await phoneJpeg(120, 120));
  expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
  return couple;
}

/** Their chat: a message, a reply quoting it with a heart, and how far each has read. */
async function seedChat(couple: CoupleFixture) {
  const said = await couple.a.client.post<{ id: string }>('/api/chat/messages', {
    text: '¿Cenamos en el italiano? 🍝',
  });
  expect(said.status, JSON.stringify(said.body)).toBe(201);
  const reply = await couple.b.client.post<{ id: string }>('/api/chat/messages', {
    text: '¡Sí! Reservo a las nueve',
    replyToId: said.body.id,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  await couple.a.client.put(`/api/chat/messages/${reply.body.id}/heart`);
  await couple.a.client.post('/api/chat/marks', { read: reply.body.id });
}

/** A client of a real server process, keeping cookies as TestClient does for the in-process app. */
export function serverClient(baseUrl: string): TestClient {
  const app = {
    request: (path: string, init?: RequestInit) => fetch(new URL(path, baseUrl), init),
  };
  // TestClient only calls `app.request`; a real server answers it through fetch.
  return new TestClient({ app } as unknown as Pick<TestApp, 'app'>);
}

export async function signIn(client: TestClient, email: string): Promise<void> {
  const response = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function bytesAt(client: TestClient, url: string | null): Promise<string | null> {
  if (!url) return null;
  const response = await client.raw(url);
  expect(response.status, url).toBe(200);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
}

/**
 * What a partner sees of their space through the API, with every photo (and thumbnail) as the
 * sha256 of the bytes served: equal for the same app, whatever the server or the signed URLs.
 */
export async function readCoupleSpace(
  client: TestClient,
  { withChat = false }: { withChat?: boolean } = {},
) {
  const memories = await Promise.all(
    (await listAllMemories(client)).items.map(async (memory: TMemory) => ({
      id: memory.id,
      title: memory.title,
      description: memory.description,
      memoryDate: memory.memoryDate,
      image: await bytesAt(client, memory.imageUrl),
      thumbnail: await bytesAt(client, memory.thumbnailUrl),
    })),
  );
  const events = await client.get<Array<{ id: string; title: string }>>('/api/events');
  const pet = await client.get<{ pet: { petName: string; petType: string } }>('/api/pet');
  const chat: Partial<Awaited<ReturnType<typeof readChat>>> = withChat
    ? await readChat(client)
    : {};
  const profile = await client.get<TProfile>('/api/profile');
  return {
    memories,
    events: events.body,
    pet: pet.body,
    ...chat,
    profile: { ...profile.body, avatarUrl: await bytesAt(client, profile.body.avatarUrl) },
  };
}

/** The chat as a partner reads it: its messages (quotes and hearts) and both partners' marks. */
async function readChat(client: TestClient) {
  const page = await client.get<TChatPage>('/api/chat/messages');
  const summary = await client.get<TChatSummary>('/api/chat');
  return {
    chat: page.body.items.map(
      ({ id, text, replyTo, heartedByMe, heartedByPartner, createdAt }) => ({
        id,
        text,
        quotes: replyTo?.id ?? null,
        heartedByMe,
        heartedByPartner,
        createdAt,
      }),
    ),
    chatMarks: summary.body,
  };
}

/** The date a rewritten archive's entries carry. */
const BACKUP_TIME = new Date('2026-06-01T09:00:00Z');

/**
 * Copies the archive `from` to `to` (uncompressed), each entry through `edit`: its new bytes, or
 * null to leave it out. For damaged archives, and for archives as an older version wrote them.
 */
export async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, bytes: Buffer) => Buffer | null,
): Promise<void> {
  const out: Uint8Array[] = [];
  for await (const entry of readTar(await readArchiveFile(from))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.content) chunks.push(chunk);
    const bytes = edit(entry.name, Buffer.concat(chunks));
    if (!bytes) continue;
    for await (const chunk of tarEntry(entry.name, bytes.length, bytes, BACKUP_TIME))
      out.push(chunk);
  }
  out.push(tarEnd());
  await fsp.writeFile(to, Buffer.concat(out));
}

/** The JSON of an archive entry, changed by `change`. */
export function editJson(bytes: Buffer, change: (value: Record<string, unknown>) => void): Buffer {
  const value = JSON.parse(bytes.toString());
  change(value);
  return Buffer.from(JSON.stringify(value));
}

/** A stack trace's line, which an operator's command must never print. */
export const STACK_LINE = /\n\s+at .+:\d+/;
