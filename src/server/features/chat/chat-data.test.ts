import { ManualClock } from '@server/jobs/clock';
import { MS_PER_DAY } from '@shared/domain/time';
import type { TChatMessage } from '@shared/schemas/chat';
import { createCoupleFixture } from '@test/couple-fixtures';
import { TEST_PASSWORD } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { phoneJpeg } from '@test/image-fixtures';
import { setupStorageTestApp } from '@test/storage-drivers';
import { storedVoiceNotes, voiceRecording } from '@test/voice-fixtures';
import { unzipEntries } from '@test/zip-fixtures';
import { expect, it } from 'vitest';
import { COUPLE_RETENTION_JOB } from '../couples/couples.service';

// The chat's rows and photos follow the couple's data: in its export (data.json and the offline
// album), kept by the orphan sweep, left unsigned by a deleted account, gone with the couple.
const HOUR = 60 * 60 * 1000;

/** What this test reads of data.json: the chat's part (docs/EXPORT.md). */
interface ArchivedChat {
  chat: Array<{
    id: string;
    text: string | null;
    photo: string | null;
    voice: { file: string; durationMs: number } | null;
    replyToId: string | null;
    createdBy: string | null;
    createdAt: string;
    editedAt: string | null;
    hearts: Array<{ userId: string; createdAt: string }>;
  }>;
}
const clock = new ManualClock();
const testApp = setupStorageTestApp('local disk', { clock });

async function sendPhoto(client: TestClient, text: string) {
  const form = new FormData();
  form.append('text', text);
  form.append(
    'file',
    new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' }),
    'p.jpg',
  );
  const response = await client.raw('/api/chat/messages', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as TChatMessage;
}

async function sendVoice(client: TestClient, voice: Buffer, text?: string) {
  const form = new FormData();
  if (text) form.append('text', text);
  form.append('voice', new Blob([new Uint8Array(voice)], { type: 'audio/webm' }), 'v.webm');
  const response = await client.raw('/api/chat/messages', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as TChatMessage };
}

async function download(client: TestClient, path = '/api/export') {
  const response = await client.raw(path);
  expect(response.status, path).toBe(200);
  const files = await unzipEntries(Buffer.from(await response.arrayBuffer()));
  const data = JSON.parse(files.get('data.json')?.toString('utf8') ?? 'null') as ArchivedChat;
  return { files, data, album: files.get('index.html')?.toString('utf8') ?? '' };
}

const chatRows = async (coupleId: string) =>
  Number(
    (
      await testApp.deps.pool.query('select count(*) from chat_messages where couple_id = $1', [
        coupleId,
      ])
    ).rows[0].count,
  );

it('the thread is in the export, kept by the sweep, unsigned after an account goes, then gone with the couple', async () => {
  clock.set(await testApp.storeNow());
  const { a, b, couple } = await createCoupleFixture(testApp);
  const photo = await sendPhoto(a.client, 'Nuestro primer café <juntos>');
  clock.advance(1_000);
  const reply = await b.client.post<TChatMessage>('/api/chat/messages', {
    text: 'El mejor café del mundo',
    replyToId: photo.id,
  });
  expect(reply.status).toBe(201);
  await b.client.put(`/api/chat/messages/${photo.id}/heart`);
  // A voice note, recorded in Chromium (Opus in WebM), kept as AAC in MP4 both browsers play.
  clock.advance(1_000);
  const voice = await sendVoice(a.client, voiceRecording('webm'));
  expect(voice.status, JSON.stringify(voice.body)).toBe(201);
  expect(voice.body).toMatchObject({ text: null, image: null });
  expect(voice.body.voice?.durationMs).toBeGreaterThan(1000);
  const forBruno = await b.client.get<TChatMessage>(`/api/chat/messages/${voice.body.id}`);
  const played = await b.client.raw(forBruno.body.voice?.url ?? '');
  expect(played.status).toBe(200);
  expect(played.headers.get('content-type')).toBe('audio/mp4');
  const notAudio = await sendVoice(a.client, Buffer.from('no es una grabación'));
  expect(notAudio.status).toBe(400);
  expect(notAudio.body).toMatchObject({ error: { message: 'voice.notAudio' } });
  // A voice note sent and taken back leaves no file behind.
  const regret = await sendVoice(a.client, voiceRecording('mp4'), 'Olvida esto');
  expect((await storedVoiceNotes(testApp)).length).toBe(2);
  expect((await a.client.delete(`/api/chat/messages/${regret.body.id}`)).status).toBe(204);
  expect((await storedVoiceNotes(testApp)).length).toBe(1);

  const { files, data, album } = await download(a.client);
  expect(data.chat).toEqual([
    {
      id: photo.id,
      text: 'Nuestro primer café <juntos>',
      photo: expect.stringMatching(/^memories\//),
      voice: null,
      replyToId: null,
      createdBy: a.user.id,
      createdAt: photo.createdAt,
      editedAt: null,
      hearts: [{ userId: b.user.id, createdAt: expect.any(String) }],
    },
    expect.objectContaining({ text: 'El mejor café del mundo', replyToId: photo.id }),
    expect.objectContaining({
      id: voice.body.id,
      voice: {
        file: expect.stringMatching(/^voice\/.+\.m4a$/),
        durationMs: voice.body.voice?.durationMs,
      },
    }),
  ]);
  expect(files.has(data.chat[2]?.voice?.file ?? '')).toBe(true);
  expect(album).toContain(`<audio controls preload="none" src="${data.chat[2]?.voice?.file}"`);
  expect(files.has(data.chat[0]?.photo ?? '')).toBe(true);
  // The album: a chat section with both bubbles, the words escaped, the photo by its path.
  expect(album).toContain('<h2>Vuestro chat</h2>');
  expect(album).toContain('Nuestro primer café &lt;juntos&gt;');
  expect(album).toContain('class="quote"');
  expect(album).toContain(`src="${data.chat[0]?.photo}"`);

  // An hour on, the sweep keeps the chat's photo, its thumbnails and the voice note.
  const stored = await testApp.listStored();
  // The photo with its two thumbnails, and the voice note.
  const chatFiles = stored.filter((key) => key.includes(couple.id));
  expect(chatFiles).toHaveLength(4);
  clock.advance(HOUR + 60_000);
  expect(await testApp.deps.jobs.runDue('storage.orphan-sweep')).toBe(true);
  expect(await testApp.listStored()).toEqual(expect.arrayContaining(chatFiles));

  // Ana deletes her account: the couple ends; Bruno keeps the thread, her words unsigned.
  const deleted = await a.client.post('/api/account-deletion', { password: TEST_PASSWORD });
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
  const archive = await download(b.client, `/api/export/${couple.id}`);
  expect(archive.data.chat.map((m) => [m.createdBy, m.hearts.length])).toEqual([
    [null, 1],
    [b.user.id, 0],
    [null, 0],
  ]);
  expect(await chatRows(couple.id)).toBe(3);

  // Past the retention window: the rows and the photo's files are gone.
  clock.advance(31 * MS_PER_DAY);
  expect(await testApp.deps.jobs.runDue(COUPLE_RETENTION_JOB)).toBe(true);
  expect(await chatRows(couple.id)).toBe(0);
  const left = await testApp.listStored();
  expect(left.filter((key) => chatFiles.includes(key))).toEqual([]);
  expect(await storedVoiceNotes(testApp)).toEqual([]);
});
