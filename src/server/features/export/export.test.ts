import { readBlob, type TBucket } from '@server/storage/blob-store';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { uploadPhotos } from '@test/date-plan-fixtures';
import { addEmotion } from '@test/emotion-fixtures';
import { createUserFixture } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { phoneJpeg, pngImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { createPetFixture } from '@test/pet-fixtures';
import { uploadAvatar } from '@test/profile-fixtures';
import { STORAGE_DRIVERS, type StorageTestApp, setupStorageTestApp } from '@test/storage-drivers';
import { sendVoiceComment, voiceRecording } from '@test/voice-fixtures';
import { unzipEntries } from '@test/zip-fixtures';
import { describe, expect, it } from 'vitest';
import type { TArchiveData } from './export.presenter';

const PHOTO_BUCKETS: TBucket[] = ['memories', 'avatars', 'date-plans', 'voice'];

async function download(client: TestClient, path = '/api/export') {
  const response = await client.raw(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="juntos-/);
  const raw = Buffer.from(await response.arrayBuffer());
  const files = await unzipEntries(raw);
  const data = JSON.parse(files.get('data.json')?.toString('utf8') ?? 'null') as TArchiveData;
  return { raw, files, data };
}

/** A couple with something in every part of the shared space, through the real API. */
async function seedSharedSpace(couple: CoupleFixture, label: string) {
  const { a, b } = couple;
  await uploadAvatar(a.client, await phoneJpeg(120, 120));
  await uploadAvatar(b.client, await pngImage(90, 90), 'b.png', 'image/png');
  for (const title of [`${label} playa`, `${label} montaña`]) {
    const memory = await createMemory(a.client, {
      fields: { title, description: `${label} día largo`, memoryDate: '2025-06-01' },
      file: { bytes: await phoneJpeg(320, 240) },
    });
    expect(memory.status, JSON.stringify(memory.body)).toBe(201);
    // Hearts and a thread on each memory.
    await b.client.put(`/api/reactions/memory/${memory.body.id}/heart`);
    await b.client.post(`/api/reactions/memory/${memory.body.id}/comments`, {
      text: `${label} comentario de Bruno`,
    });
    await a.client.post(`/api/reactions/memory/${memory.body.id}/comments`, {
      text: `${label} respuesta de Ana`,
    });
  }
  // A voice note instead of a photo, and a comment that is only a voice note.
  const voiced = await createMemory(b.client, {
    fields: { title: `${label} sin foto` },
    voice: { bytes: voiceRecording() },
  });
  expect(voiced.status, JSON.stringify(voiced.body)).toBe(201);
  await sendVoiceComment(a.client, 'memory', voiced.body.id);
  await a.client.post('/api/events', { title: `${label} cena`, eventDate: '2026-02-14' });
  const goal = await b.client.post<{ id: string }>('/api/bucket-list', { title: `${label} Japón` });
  await b.client.request('PUT', `/api/bucket-list/${goal.body.id}/completed`, { completed: true });
  await a.client.post('/api/bucket-list', { title: `${label} Islandia` });
  await addEmotion(a.client, 'feliz');
  await addEmotion(b.client, 'amoroso');
  const answers = { q1: 'sleepIn', q2: 'beach', q3: 'picnic', q4: 'time', q5: 'silentHug' };
  await a.client.post('/api/games/quiz', answers);
  await b.client.post('/api/games/quiz', { ...answers, q2: 'mountains' });
  await createPetFixture(a, { petName: 'Chispa' });
  await a.client.post('/api/pet/actions/fed');
  await b.client.post('/api/pet/actions/played');
  const plan = await uploadPhotos(a.client, 30, [
    { bytes: await pngImage() },
    { bytes: await pngImage(80, 60) },
  ]);
  const photoId = plan.body.photos[0]?.id ?? '';
  await b.client.put(`/api/reactions/photo/${photoId}/heart`);
  await a.client.put(`/api/reactions/photo/${photoId}/heart`);
  await b.client.post(`/api/reactions/photo/${photoId}/comments`, { text: `${label} qué foto` });
  await b.client.request('PUT', '/api/date-plans/30/experience', {
    experienceDate: '2025-07-01',
    description: `${label} bailamos en la plaza`,
    rating: 5,
  });
}

const byId = <T extends { id: string }>(rows: T[]) =>
  [...rows].sort((x, y) => (x.id < y.id ? -1 : 1));

async function rowsOf(testApp: StorageTestApp, sql: string, coupleId: string) {
  return byId((await testApp.deps.pool.query(sql, [coupleId])).rows);
}

/** Every row of the couple, shaped as data.json documents it, straight from the database. */
async function expectDataMatchesDatabase(
  testApp: StorageTestApp,
  data: TArchiveData,
  coupleId: string,
) {
  const iso = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
  const at = (column: string) => `to_char(${column} at time zone 'UTC', ${iso})`;
  const voiceOf = `case when voice_path is null then null
    else json_build_object('file', 'voice/' || voice_path, 'durationMs', voice_duration_ms) end`;
  expect(byId(data.events)).toEqual(
    await rowsOf(
      testApp,
      `select id, title, description, event_date::text as date, event_type as type, reunion,
        created_by as "createdBy", ${at('created_at')} as "createdAt" from events where couple_id = $1`,
      coupleId,
    ),
  );
  expect(byId(data.memories.map(({ hearts: _h, comments: _c, ...memory }) => memory))).toEqual(
    await rowsOf(
      testApp,
      `select id, title, description, memory_date::text as date,
        case when image_url is null then null else 'memories/' || image_url end as photo,
        ${voiceOf} as voice, created_by as "createdBy", ${at('created_at')} as "createdAt" from memories where couple_id = $1`,
      coupleId,
    ),
  );
  expect(byId(data.goals)).toEqual(
    await rowsOf(
      testApp,
      `select id, title, description, completed, completed_date::text as "completedDate",
        created_by as "createdBy", ${at('created_at')} as "createdAt" from bucket_list where couple_id = $1`,
      coupleId,
    ),
  );
  expect(byId(data.emotions)).toEqual(
    await rowsOf(
      testApp,
      `select id, user_id as "userId", emotion_type as type, emotion_date::text as date,
        ${at('created_at')} as "createdAt" from emotions where couple_id = $1`,
      coupleId,
    ),
  );
  expect(byId(data.quizAnswers)).toEqual(
    await rowsOf(
      testApp,
      `select id, user_id as "userId", game_type as game, responses as answers,
        ${at('created_at')} as "createdAt" from game_responses where couple_id = $1`,
      coupleId,
    ),
  );
  expect(byId(data.pet?.history ?? [])).toEqual(
    await rowsOf(
      testApp,
      `select i.id, i.user_id as "userId", i.interaction_type as action, i.coins_earned as "coinsEarned",
        i.experience_gained as "experienceGained", ${at('i.created_at')} as "createdAt"
       from pet_interactions i join couple_pets p on p.id = i.pet_id where p.couple_id = $1`,
      coupleId,
    ),
  );
  const [pet] = await rowsOf(
    testApp,
    `select id, pet_name as name, coins, experience from couple_pets where couple_id = $1`,
    coupleId,
  );
  expect(data.pet).toMatchObject(pet ?? {});
  const plans = data.datePlans.map(({ photos, ...plan }) => ({
    id: plan.id,
    rating: plan.rating,
    experience: plan.experience,
    completed: plan.completed,
    completedDate: plan.completedDate,
    photos: photos.map((p) => p.file).sort(),
  }));
  const onTargets = [...data.memories, ...data.datePlans.flatMap((p) => p.photos)];
  expect(byId(onTargets.flatMap((t) => t.comments.map((c) => ({ ...c, target: t.id }))))).toEqual(
    await rowsOf(
      testApp,
      `select id, body as text, ${voiceOf} as voice, created_by as "createdBy",
        ${at('created_at')} as "createdAt",
        ${at('edited_at')} as "editedAt", coalesce(memory_id, photo_id)::text as target
       from comments where couple_id = $1`,
      coupleId,
    ),
  );
  const heartsOf = (rows: { userId: string; target: string }[]) =>
    rows.map((h) => `${h.target}:${h.userId}`).sort();
  expect(heartsOf(onTargets.flatMap((t) => t.hearts.map((h) => ({ ...h, target: t.id }))))).toEqual(
    heartsOf(
      (
        await testApp.deps.pool.query(
          `select user_id as "userId", coalesce(memory_id, photo_id)::text as target
           from hearts where couple_id = $1`,
          [coupleId],
        )
      ).rows,
    ),
  );
  expect(onTargets.flatMap((t) => t.hearts)).toHaveLength(4);
  expect(byId(plans)).toEqual(
    await rowsOf(
      testApp,
      `select c.id, c.rating, c.experience_description as experience, c.completed,
        c.completed_date::text as "completedDate",
        coalesce((select array_agg('date-plans/' || p.photo_url order by 'date-plans/' || p.photo_url)
          from couple_date_photos p where p.completion_id = c.id), '{}') as photos
       from couple_date_completions c where c.couple_id = $1`,
      coupleId,
    ),
  );
}

/** The original photos and voice notes the database names for the couple (no thumbnails), as archive paths. */
async function storedPhotosOf(testApp: StorageTestApp, couple: CoupleFixture) {
  const { rows } = await testApp.deps.pool.query<{ path: string }>(
    `select 'memories/' || image_url as path from memories where couple_id = $1 and image_url is not null
     union all select 'voice/' || voice_path from memories where couple_id = $1 and voice_path is not null
     union all select 'voice/' || voice_path from comments where couple_id = $1 and voice_path is not null
     union all select 'avatars/' || avatar_url from profiles where id in ($2, $3) and avatar_url is not null
     union all select 'date-plans/' || p.photo_url from couple_date_photos p
       join couple_date_completions c on c.id = p.completion_id where c.couple_id = $1`,
    [couple.couple.id, couple.a.user.id, couple.b.user.id],
  );
  return rows.map((row) => row.path).sort();
}

async function secretsOf(testApp: StorageTestApp, couple: CoupleFixture) {
  const userIds = [couple.a.user.id, couple.b.user.id];
  const { rows: hashes } = await testApp.deps.pool.query<{ password: string }>(
    'select password from accounts where user_id = any($1) and password is not null',
    [userIds],
  );
  const { rows: sessions } = await testApp.deps.pool.query<{ id: string; token: string }>(
    'select id, token from sessions where user_id = any($1)',
    [userIds],
  );
  expect(hashes).toHaveLength(2);
  expect(sessions.length).toBeGreaterThanOrEqual(2);
  return [
    couple.a.email,
    couple.b.email,
    ...hashes.map((row) => row.password),
    ...sessions.flatMap((row) => [row.id, row.token]),
  ];
}

describe.each(STORAGE_DRIVERS)('GET /api/export (%s)', (driver) => {
  const testApp = setupStorageTestApp(driver);

  it('holds every row of the couple and every original photo, and nothing of another couple', async () => {
    const ours = await createCoupleFixture(testApp);
    const theirs = await createCoupleFixture(testApp);
    await seedSharedSpace(ours, 'Nuestro');
    await seedSharedSpace(theirs, 'Ajeno');

    const { raw, files, data } = await download(ours.b.client);

    expect(data).toMatchObject({
      format: 'juntos-export',
      version: 1,
      exportedBy: ours.b.user.id,
    });
    expect(data.couple).toMatchObject({ id: ours.couple.id, status: 'active' });
    expect(data.partners.map((p) => p.displayName)).toEqual(['Ana García', 'Bruno Díaz']);
    await expectDataMatchesDatabase(testApp, data, ours.couple.id);

    const photos = await storedPhotosOf(testApp, ours);
    // Two avatars, two memories' photos, two plan photos, a memory's and a comment's voice notes.
    expect(photos).toHaveLength(8);
    const archived = [...files.keys()].filter(
      (name) => name !== 'data.json' && name !== 'index.html',
    );
    expect(archived.sort()).toEqual(photos);
    const storedKeys = await testApp.listStored();
    for (const name of archived) {
      expect(storedKeys).toContain(name);
      const [bucket, ...rest] = name.split('/');
      expect(PHOTO_BUCKETS).toContain(bucket);
      const blob = await readBlob(testApp.deps.blobs, bucket as TBucket, rest.join('/'));
      expect(blob?.data.equals(files.get(name) ?? Buffer.alloc(0)), name).toBe(true);
    }

    const text = raw.toString('latin1');
    const utf8 = raw.toString('utf8');
    for (const secret of await secretsOf(testApp, ours)) expect(text).not.toContain(secret);
    for (const leak of [theirs.couple.id, theirs.a.user.id, theirs.b.user.id, 'Ajeno']) {
      expect(utf8).not.toContain(leak);
    }
    for (const photo of await storedPhotosOf(testApp, theirs)) expect(files.has(photo)).toBe(false);

    const album = files.get('index.html')?.toString('utf8') ?? '';
    expect(album).toContain('<html lang="es">');
    expect(album).toContain('Nuestro playa');
    expect(album).toContain('Nuestro comentario de Bruno');
    expect(album).toContain('Nuestro qué foto');
    for (const photo of photos) expect(album).toContain(`src="${photo}"`);
    expect(album).not.toMatch(/<script/i);
  });

  it('writes the album in the language asked for', async () => {
    const couple = await createCoupleFixture(testApp);
    const { files } = await download(couple.a.client, '/api/export?lang=de');
    const album = files.get('index.html')?.toString('utf8') ?? '';
    expect(album).toContain('<html lang="de">');
    expect(album).toContain('Unser Album');
  });

  it('still streams the archive when a stored photo has gone missing', async () => {
    const couple = await createCoupleFixture(testApp);
    await createMemory(couple.a.client, {
      fields: { title: 'Perdida' },
      file: { bytes: await phoneJpeg() },
    });
    const [path] = await storedPhotosOf(testApp, couple);
    await testApp.deps.blobs.delete('memories', (path ?? '').replace(/^memories\//, ''));
    const { data, files } = await download(couple.a.client);
    expect(data.memories).toEqual([expect.objectContaining({ title: 'Perdida', photo: null })]);
    expect([...files.keys()].sort()).toEqual(['data.json', 'index.html']);
  });
});

describe('export access', () => {
  const testApp = setupStorageTestApp('local disk');

  it('GET /api/export is couple-scoped', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/export' },
      {
        setup: (owner) => seedSharedSpace(owner, 'Secreto'),
        outsider: 'own-data',
        requiresCouple: true,
        secrets: () => ['Secreto'],
      },
    );
  });

  it('GET /api/export/:coupleId serves only a couple of the caller', async () => {
    const { owner } = await expectCoupleScoped(
      testApp,
      (owner) => ({ method: 'GET', path: `/api/export/${owner.couple.id}` }),
      { outsider: 'not-found', formerPartnersKeepArchive: true },
    );
    const { data } = await download(owner.a.client, `/api/export/${owner.couple.id}`);
    expect(data.couple.id).toBe(owner.couple.id);
    const single = await createUserFixture(testApp, { fullName: 'Sola' });
    const refused = await single.client.get(`/api/export/${owner.couple.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { message: 'export.notFound' } });
    expect((await single.client.get('/api/export/status')).body).toEqual({
      isRunning: false,
      canExport: false,
      formerCouples: [],
    });
    expect((await owner.a.client.get('/api/export/not-a-uuid')).status).toBe(404);
  });
});
