import { ManualClock } from '@server/jobs/clock';
import { MS_PER_DAY } from '@shared/domain/time';
import type { TChatMessage } from '@shared/schemas/chat';
import { createCoupleFixture } from '@test/couple-fixtures';
import { TEST_PASSWORD } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { phoneJpeg } from '@test/image-fixtures';
import { setupStorageTestApp } from '@test/storage-drivers';
import { unzipEntries } from '@test/zip-fixtures';
import { expect, it } from 'vitest';
import { COUPLE_RETENTION_JOB } from '../couples/couple-retention';
import type { TArchiveData } from '../export/export.presenter';

// The chat's rows and photos follow the couple's data: in its export (data.json and the offline
// album), kept by the orphan sweep, left unsigned by a deleted account, gone with the couple.
const HOUR = 60 * 60 * 1000;
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

async function download(client: TestClient, path = '/api/export') {
  const response = await client.raw(path);
  expect(response.status, path).toBe(200);
  const files = await unzipEntries(Buffer.from(await response.arrayBuffer()));
  const data = JSON.parse(files.get('data.json')?.toString('utf8') ?? 'null') as TArchiveData;
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

  const { files, data, album } = await download(a.client);
  expect(data.chat).toEqual([
    {
      id: photo.id,
      text: 'Nuestro primer café <juntos>',
      photo: expect.stringMatching(/^memories\//),
      replyToId: null,
      createdBy: a.user.id,
      createdAt: photo.createdAt,
      editedAt: null,
      hearts: [{ userId: b.user.id, createdAt: expect.any(String) }],
    },
    expect.objectContaining({ text: 'El mejor café del mundo', replyToId: photo.id }),
  ]);
  expect(files.has(data.chat[0]?.photo ?? '')).toBe(true);
  // The album: a chat section with both bubbles, the words escaped, the photo by its path.
  expect(album).toContain('<h2>Vuestro chat</h2>');
  expect(album).toContain('Nuestro primer café &lt;juntos&gt;');
  expect(album).toContain('class="quote"');
  expect(album).toContain(`src="${data.chat[0]?.photo}"`);

  // An hour on, the sweep keeps the chat's photo and its thumbnails.
  const stored = await testApp.listStored();
  const chatFiles = stored.filter((key) => key.includes(couple.id));
  expect(chatFiles).toHaveLength(3);
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
  ]);
  expect(await chatRows(couple.id)).toBe(2);

  // Past the retention window: the rows and the photo's files are gone.
  clock.advance(31 * MS_PER_DAY);
  expect(await testApp.deps.jobs.runDue(COUPLE_RETENTION_JOB)).toBe(true);
  expect(await chatRows(couple.id)).toBe(0);
  const left = await testApp.listStored();
  expect(left.filter((key) => chatFiles.includes(key))).toEqual([]);
});
