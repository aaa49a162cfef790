import { coupleRetentionJob } from '@server/features/couples/couples.service';
import { ManualClock } from '@server/jobs/clock';
import { imageFilesFor } from '@server/storage/blob-store';
import { sweepOrphanFiles } from '@server/storage/orphan-sweep';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { MS_PER_DAY } from '@shared/domain/time';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { TEST_PASSWORD } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage } from '@test/image-fixtures';
import { type LetterForm, openLetter, writeLetter } from '@test/letter-fixtures';
import { setupTestApp } from '@test/test-app';
import { unzipEntries } from '@test/zip-fixtures';
import { describe, expect, it } from 'vitest';

const clock = new ManualClock(new Date('2026-03-10T11:00:00Z'));
const testApp = setupTestApp({}, { clock });
const MADRID = { [TIME_ZONE_HEADER]: 'Europe/Madrid' };

async function writeOk(client: TestClient, form: LetterForm) {
  const response = await writeLetter(client, form, MADRID);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The letter's stored photo path. */
async function imagePathOf(id: string): Promise<string> {
  const { rows } = await testApp.deps.pool.query<{ image_path: string }>(
    'select image_path from letters where id = $1',
    [id],
  );
  return rows[0]?.image_path ?? '';
}

/** data.json's letters, as far as these tests read them. */
interface ArchivedLetters {
  letters: {
    id: string;
    body: string;
    openWhen: unknown;
    openedAt: string | null;
    photo: unknown;
  }[];
}

/** Whether a stored file is there (its stream let go at once). */
async function isStored(path: string): Promise<boolean> {
  const blob = await testApp.deps.blobs.open('memories', path);
  await blob?.body.cancel();
  return blob !== null;
}

async function exportOf(client: TestClient) {
  const response = await client.raw('/api/export');
  expect(response.status).toBe(200);
  const files = await unzipEntries(Buffer.from(await response.arrayBuffer()));
  const data = files.get('data.json')?.toString('utf8') ?? '';
  return {
    data,
    album: files.get('index.html')?.toString('utf8') ?? '',
    names: [...files.keys()],
    json: JSON.parse(data) as ArchivedLetters,
  };
}

/** Ana's two sealed letters to Bruno, each with a photo; and one of Bruno's to Ana. */
async function threeLetters(couple: CoupleFixture) {
  const photo = { bytes: await pngImage() };
  const dated = await writeOk(couple.a.client, {
    body: 'Sellada hasta abril con cariño',
    opensOn: '2026-04-01',
    file: photo,
  });
  const whenSad = await writeOk(couple.a.client, {
    body: 'Para un día gris, un abrazo',
    openWhenSuggestion: 'sad',
    file: photo,
  });
  const fromBruno = await writeOk(couple.b.client, {
    body: 'Bruno escribe a Ana',
    openWhen: 'llueva',
  });
  return {
    dated: { ...dated, path: await imagePathOf(dated.id) },
    whenSad: { ...whenSad, path: await imagePathOf(whenSad.id) },
    fromBruno,
  };
}

describe('letters: the export', () => {
  it('holds a letter only for who may read it: its writer, and its reader once opened', async () => {
    clock.set(new Date('2026-03-10T11:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const { dated, whenSad } = await threeLetters(couple);

    // Bruno, before opening: nothing of Ana's letters, words or photos, anywhere in the archive.
    const sealed = await exportOf(couple.b.client);
    for (const text of [sealed.data, sealed.album]) {
      for (const secret of ['Sellada hasta abril', 'un día gris', dated.path, whenSad.path]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(sealed.names.filter((name) => name.includes(dated.path))).toEqual([]);
    expect(sealed.json.letters.map((letter) => letter.body)).toEqual(['Bruno escribe a Ana']);

    // Ana's own archive keeps what she wrote, sealed as it is, with its photos.
    const own = await exportOf(couple.a.client);
    expect(own.json.letters.map((letter) => letter.body).sort()).toEqual([
      'Para un día gris, un abrazo',
      'Sellada hasta abril con cariño',
    ]);
    expect(own.names).toContain(`memories/${dated.path}`);
    expect(own.json.letters.find((letter) => letter.id === whenSad.id)).toMatchObject({
      openWhen: { suggestion: 'sad' },
      openedAt: null,
      photo: `memories/${whenSad.path}`,
    });
    expect(own.album).toContain('Ábrela cuando estés triste');

    // Bruno opens one: that one is his to keep too, the other stays out.
    expect((await openLetter(couple.b.client, whenSad.id, MADRID)).status).toBe(200);
    const opened = await exportOf(couple.b.client);
    expect(opened.json.letters.map((letter) => letter.id).sort()).toEqual(
      [whenSad.id, ...sealed.json.letters.map((letter) => letter.id)].sort(),
    );
    expect(opened.album).toContain('Para un día gris, un abrazo');
    expect(opened.names).toContain(`memories/${whenSad.path}`);
    expect(opened.data).not.toContain('Sellada hasta abril');
    expect(opened.names.filter((name) => name.includes(dated.path))).toEqual([]);
  });
});

describe('letters: gone with their writer and with the couple', () => {
  it('deletes a deleted account’s unopened letters and their files, and keeps the rest', async () => {
    clock.set(new Date('2026-03-10T11:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const { dated, whenSad, fromBruno } = await threeLetters(couple);
    expect((await openLetter(couple.b.client, whenSad.id, MADRID)).status).toBe(200);

    const deleted = await couple.a.client.post('/api/account-deletion', {
      password: TEST_PASSWORD,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const { rows } = await testApp.deps.pool.query<{ id: string; created_by: string | null }>(
      'select id, created_by from letters where couple_id = $1 order by created_at',
      [couple.couple.id],
    );
    // The sealed one went (no one could read it now); the opened one stays, unsigned, and
    // Bruno's own letter stays his.
    expect(rows).toEqual([
      { id: whenSad.id, created_by: null },
      { id: fromBruno.id, created_by: couple.b.user.id },
    ]);
    expect(await isStored(dated.path)).toBe(false);
    expect(await isStored(whenSad.path)).toBe(true);
  });

  it('keeps letters’ photos from the orphan sweep, and removes them with an ended couple', async () => {
    clock.set(new Date('2026-03-10T11:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const { dated } = await threeLetters(couple);
    clock.advance(2 * 60 * 60 * 1000);
    await sweepOrphanFiles({ ...testApp.deps }, clock.now());
    for (const file of imageFilesFor(dated.path)) {
      expect(await isStored(file), file).toBe(true);
    }

    expect((await couple.b.client.post('/api/couples/end')).status).toBe(204);
    clock.advance(31 * MS_PER_DAY);
    expect(await testApp.deps.jobs.runDue(coupleRetentionJob(testApp.deps).name)).toBe(true);
    for (const file of imageFilesFor(dated.path)) {
      expect(await isStored(file), file).toBe(false);
    }
    const { rowCount } = await testApp.deps.pool.query(
      'select 1 from letters where couple_id = $1',
      [couple.couple.id],
    );
    expect(rowCount).toBe(0);
  });
});
