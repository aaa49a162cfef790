import { ManualClock } from '@server/jobs/clock';
import { sweepOrphanFiles } from '@server/storage/orphan-sweep';
import { MS_PER_DAY } from '@shared/domain/time';
import type { TExportStatus } from '@shared/schemas/export';
import { createCoupleFixture } from '@test/couple-fixtures';
import { solidImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { uploadAvatar } from '@test/profile-fixtures';
import { setupTestApp } from '@test/test-app';
import { unzipEntries } from '@test/zip-fixtures';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { TArchiveData } from './export.presenter';

const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
const testApp = setupTestApp({}, { clock });

it('lets both former partners download an ended couple for 30 days, and nobody else', async () => {
  const { a, b, couple } = await createCoupleFixture(testApp);
  const other = await createCoupleFixture(testApp);
  expect((await createMemory(a.client, { fields: { title: 'Nuestro viaje' } })).status).toBe(201);
  expect((await a.client.post('/api/couples/end')).status).toBe(204);
  const endedAt = clock.now();

  for (const person of [a, b]) {
    // No couple any more: the plain export is refused, the former couple's is offered.
    expect((await person.client.get('/api/export')).status).toBe(403);
    expect((await person.client.get('/api/export/status')).body).toEqual({
      isRunning: false,
      canExport: false,
      formerCouples: [
        {
          id: couple.id,
          availableUntil: new Date(endedAt.getTime() + 30 * MS_PER_DAY).toISOString(),
          endedByMe: person === a,
        },
      ],
    });
    const download = await person.client.raw(`/api/export/${couple.id}`);
    expect(download.status).toBe(200);
    const entries = await unzipEntries(Buffer.from(await download.arrayBuffer()));
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}') as TArchiveData;
    expect(data.couple.id).toBe(couple.id);
    expect(data.memories.map((memory) => memory.title)).toEqual(['Nuestro viaje']);
  }
  // A member of another couple never gets it.
  expect((await other.a.client.get(`/api/export/${couple.id}`)).status).toBe(404);

  clock.advance(29 * MS_PER_DAY);
  expect((await a.client.raw(`/api/export/${couple.id}`)).status).toBe(200);
  clock.advance(1 * MS_PER_DAY + 1000);
  expect((await b.client.get(`/api/export/${couple.id}`)).status).toBe(404);
  expect((await b.client.get('/api/export/status')).body).toMatchObject({ formerCouples: [] });
});

it("keeps offering each former couple's archive once the person is in a new couple", async () => {
  const first = await createCoupleFixture(testApp);
  expect((await first.a.client.post('/api/couples/end')).status).toBe(204);
  const firstEndedAt = clock.now();
  clock.advance(2 * MS_PER_DAY);
  // A links with someone new, then that couple ends too: both archives stay offered.
  const second = await createCoupleFixture(testApp, { a: first.a });
  const inNewCouple = (await first.a.client.get<TExportStatus>('/api/export/status')).body;
  expect(inNewCouple).toMatchObject({ canExport: true });
  expect(inNewCouple.formerCouples).toEqual([
    {
      id: first.couple.id,
      availableUntil: new Date(firstEndedAt.getTime() + 30 * MS_PER_DAY).toISOString(),
      endedByMe: true,
    },
  ]);
  expect((await first.a.client.raw(`/api/export/${first.couple.id}`)).status).toBe(200);

  clock.advance(MS_PER_DAY);
  expect((await second.b.client.post('/api/couples/end')).status).toBe(204);
  const secondEndedAt = clock.now();
  const afterBoth = (await first.a.client.get<TExportStatus>('/api/export/status')).body;
  expect(afterBoth).toMatchObject({ canExport: false });
  // Newest first.
  expect(afterBoth.formerCouples).toEqual([
    {
      id: second.couple.id,
      availableUntil: new Date(secondEndedAt.getTime() + 30 * MS_PER_DAY).toISOString(),
      // Ended by the partner this time.
      endedByMe: false,
    },
    {
      id: first.couple.id,
      availableUntil: new Date(firstEndedAt.getTime() + 30 * MS_PER_DAY).toISOString(),
      endedByMe: true,
    },
  ]);
});

it('shows each former partner as they were at the end, whatever they change after', async () => {
  const { a, b, couple } = await createCoupleFixture(testApp);
  const redAvatar = await solidImage(80, 80, '#e11d48').png().toBuffer();
  expect((await uploadAvatar(b.client, redAvatar, 'b.png', 'image/png')).status).toBe(200);
  expect((await b.client.post('/api/couples/end')).status).toBe(204);

  // Bruno's new life: a new name and a new face, then no face at all.
  expect((await b.client.patch('/api/profile', { fullName: 'Bruno Nuevo' })).status).toBe(200);
  const blueAvatar = await solidImage(80, 80, '#1d4ed8').png().toBuffer();
  expect((await uploadAvatar(b.client, blueAvatar, 'b2.png', 'image/png')).status).toBe(200);
  const download = async () => {
    const response = await a.client.raw(`/api/export/${couple.id}`);
    expect(response.status).toBe(200);
    const entries = await unzipEntries(Buffer.from(await response.arrayBuffer()));
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}') as TArchiveData;
    const bruno = data.partners.find((partner) => partner.id === b.user.id);
    const avatar = bruno?.avatar ? entries.get(bruno.avatar) : undefined;
    const pixel = avatar ? (await sharp(avatar).raw().toBuffer()).subarray(0, 3) : null;
    return { name: bruno?.displayName, pixel: pixel ? [...pixel] : null };
  };
  const red = [225, 29, 72];
  expect(await download()).toEqual({ name: 'Bruno Díaz', pixel: red });

  expect((await b.client.delete('/api/profile/avatar')).status).toBe(204);
  // The orphan sweep keeps the copy: the archive still names it.
  await sweepOrphanFiles(testApp.deps, new Date(clock.now().getTime() + 2 * 60 * 60 * 1000));
  expect(await download()).toEqual({ name: 'Bruno Díaz', pixel: red });
});
