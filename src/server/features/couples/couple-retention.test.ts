import { ManualClock } from '@server/jobs/clock';
import { imageFilesFor, readBlob } from '@server/storage/blob-store';
import { MS_PER_DAY } from '@shared/domain/time';
import { createCoupleFixture } from '@test/couple-fixtures';
import { listPhotos, planAction, uploadPhotos } from '@test/date-plan-fixtures';
import { phoneJpeg, pngImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { setupStorageTestApp } from '@test/storage-drivers';
import { setupTestApp } from '@test/test-app';
import { expect, it } from 'vitest';
import { COUPLE_RETENTION_JOB } from './couple-retention';
import { findFormerCouples } from './couples.service';

// Two instances as in production: one database, one S3 bucket, one (controllable) clock.
const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
const first = setupStorageTestApp('S3', { clock });
const second = setupTestApp(
  () => first.s3?.env ?? {},
  () => ({ databaseUrl: first.databaseUrl, clock }),
);

/** Every row that names the couple, table by table (zero counts left out). */
async function rowsOfCouple(coupleId: string): Promise<Record<string, number>> {
  const { rows } = await first.deps.pool.query<{ table: string; count: number }>(
    `select 'couples' as table, count(*)::int as count from couples where id = $1
     union all select 'memories', count(*)::int from memories where couple_id = $1
     union all select 'events', count(*)::int from events where couple_id = $1
     union all select 'couple_date_completions', count(*)::int from couple_date_completions where couple_id = $1
     union all select 'couple_date_photos', count(*)::int from couple_date_photos p
       join couple_date_completions c on c.id = p.completion_id where c.couple_id = $1`,
    [coupleId],
  );
  return Object.fromEntries(
    rows.filter((row) => row.count > 0).map((row) => [row.table, row.count]),
  );
}

const runBoth = () =>
  Promise.all([
    first.deps.jobs.runDue(COUPLE_RETENTION_JOB),
    second.deps.jobs.runDue(COUPLE_RETENTION_JOB),
  ]);

it('keeps an ended couple 30 days, then deletes its rows and photos once across two instances', async () => {
  const { a, b, couple } = await createCoupleFixture(first);
  const kept = await createCoupleFixture(first);
  const memory = await createMemory(a.client, {
    fields: { title: 'Con foto' },
    file: { bytes: await phoneJpeg() },
  });
  expect(memory.status).toBe(201);
  await a.client.post('/api/events', { title: 'Cena', eventDate: '2026-12-01' });
  expect((await planAction(b.client, 9, 'start')).status).toBe(200);
  expect((await uploadPhotos(b.client, 9, [{ bytes: await pngImage() }])).status).toBe(201);
  expect((await listPhotos(b.client, 9)).body.photos).toHaveLength(1);
  const { rows: files } = await first.deps.pool.query<{ bucket: string; path: string }>(
    `select 'memories' as bucket, image_url as path from memories where couple_id = $1
     union all select 'date-plans', p.photo_url from couple_date_photos p
       join couple_date_completions c on c.id = p.completion_id where c.couple_id = $1`,
    [couple.id],
  );
  expect(files).toHaveLength(2);
  const ofCouple = files.flatMap(({ bucket, path }) =>
    imageFilesFor(path).map((file) => `${bucket}/${file}`),
  );
  const stored = async () => (await first.listStored()).filter((key) => ofCouple.includes(key));
  expect(await stored()).toHaveLength(6);
  const keptMemory = await createMemory(kept.a.client, {
    fields: { title: 'De otra pareja' },
    file: { bytes: await phoneJpeg() },
  });

  expect((await a.client.post('/api/couples/end')).status).toBe(204);
  const before = await rowsOfCouple(couple.id);
  expect(before).toMatchObject({ couples: 1, memories: 1, events: 1, couple_date_photos: 1 });

  // Day 29: still there, for the export.
  clock.advance(29 * MS_PER_DAY);
  expect((await runBoth()).filter(Boolean)).toHaveLength(1);
  expect(await rowsOfCouple(couple.id)).toEqual(before);
  expect(await stored()).toHaveLength(6);
  expect((await findFormerCouples(first.deps, b.user.id, clock.now()))[0]?.id).toBe(couple.id);

  // Past day 30: gone, rows and files, and run by exactly one of the two instances.
  clock.advance(MS_PER_DAY + 60 * 60 * 1000);
  expect((await runBoth()).filter(Boolean)).toHaveLength(1);
  expect(await rowsOfCouple(couple.id)).toEqual({});
  expect(await stored()).toEqual([]);
  expect(await findFormerCouples(first.deps, b.user.id, clock.now())).toEqual([]);

  // Another couple's space is untouched.
  expect(await rowsOfCouple(kept.couple.id)).toMatchObject({ couples: 1, memories: 1 });
  const keptPath = keptMemory.body.imageUrl?.split('?')[0]?.replace('/api/storage/memories/', '');
  expect(await readBlob(first.deps.blobs, 'memories', keptPath ?? '')).not.toBeNull();
});
