import { findFormerCouples } from '@server/features/couples/couples.service';
import { imageFilesFor, readBlob } from '@server/storage/blob-store';
import { userChannel } from '@shared/realtime-events';
import type { TMyCoupleResponse } from '@shared/schemas/couple';
import { createCoupleFixture } from '@test/couple-fixtures';
import { addEmotion } from '@test/emotion-fixtures';
import { createUserFixture, TEST_PASSWORD } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { phoneJpeg, pngImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { createPetFixture } from '@test/pet-fixtures';
import { avatarPathOf, uploadAvatar } from '@test/profile-fixtures';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const QUIZ = { q1: 'sleepIn', q2: 'beach', q3: 'picnic', q4: 'time', q5: 'silentHug' };

/** Every (table, column) of text type whose value equals `value`, with how many rows. */
async function rowsNaming(value: string): Promise<string[]> {
  const { rows: columns } = await testApp.deps.pool.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')`,
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const { rows } = await testApp.deps.pool.query<{ count: number }>(
      `select count(*)::int as count from "${table}" where "${column}" = $1`,
      [value],
    );
    if ((rows[0]?.count ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const signIn = async (email: string) => {
  const client = new TestClient(testApp);
  const response = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return client;
};

describe('deleting an account', () => {
  it('refuses a wrong or missing password and keeps everything', async () => {
    const { client, user } = await createUserFixture(testApp);
    const wrong = await client.post('/api/account-deletion', { password: 'no-es-esta' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { message: 'ending.wrongPassword' } });
    const missing = await client.post('/api/account-deletion', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { message: 'ending.passwordRequired' } });
    expect((await client.get('/api/profile')).status).toBe(200);
    expect(await rowsNaming(user.id)).toContain('users.id');
    const anonymous = await new TestClient(testApp).post('/api/account-deletion', {
      password: TEST_PASSWORD,
    });
    expect(anonymous.status).toBe(401);
  });

  it('stops guessing: after 5 wrong passwords even the right one waits', async () => {
    const { client, user } = await createUserFixture(testApp);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await client.post('/api/account-deletion', { password: `mal-${attempt}` });
      expect(wrong.status).toBe(400);
    }
    const limited = await client.post('/api/account-deletion', { password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      error: { message: 'ending.tooManyAttempts', params: { minutes: 1 } },
    });
    expect(await rowsNaming(user.id)).toContain('users.id');
  });

  it('ends the couple first, deletes what is only theirs, signs them out everywhere, and names them nowhere', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const otherDevice = await signIn(a.email);
    await uploadAvatar(a.client, await pngImage());
    const avatar = (await avatarPathOf(testApp, a.user.id)) ?? '';
    expect(avatar).not.toBe('');
    const memory = await createMemory(a.client, {
      fields: { title: 'Lo que escribió Ana' },
      file: { bytes: await phoneJpeg() },
    });
    expect(memory.status).toBe(201);
    expect(
      (await a.client.post('/api/events', { title: 'Cena', eventDate: '2026-12-01' })).status,
    ).toBe(201);
    expect((await a.client.post('/api/bucket-list', { title: 'Ver la aurora' })).status).toBe(201);
    await addEmotion(a.client, 'feliz');
    expect((await a.client.post('/api/games/quiz', QUIZ)).status).toBe(201);
    await createPetFixture(a);
    expect((await a.client.post('/api/pet/actions/fed')).status).toBe(200);

    const toB = nextRealtimeEvent(testApp, userChannel(b.user.id), 'couples.updated');
    const deleted = await a.client.post('/api/account-deletion', { password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);
    await toB;

    // Signed out everywhere.
    expect((await a.client.get('/api/profile')).status).toBe(401);
    expect((await otherDevice.get('/api/profile')).status).toBe(401);
    // No row names them; what they wrote stays, unsigned, in the ended couple's archive.
    expect(await rowsNaming(a.user.id)).toEqual([]);
    const { rows: kept } = await testApp.deps.pool.query(
      `select (select count(*)::int from memories where couple_id = $1 and created_by is null) as memories,
              (select count(*)::int from events where couple_id = $1 and created_by is null) as events,
              (select count(*)::int from bucket_list where couple_id = $1 and created_by is null) as goals,
              (select count(*)::int from emotions where couple_id = $1) as emotions,
              (select count(*)::int from game_responses where couple_id = $1) as quiz`,
      [couple.id],
    );
    expect(kept[0]).toEqual({ memories: 1, events: 1, goals: 1, emotions: 0, quiz: 0 });
    // The avatar's files are gone.
    for (const file of imageFilesFor(avatar)) {
      expect(await readBlob(testApp.deps.blobs, 'avatars', file)).toBeNull();
    }
    // B is without a couple, and keeps the archive for the window.
    expect((await b.client.get<TMyCoupleResponse>('/api/couples/me')).body.couple).toBeNull();
    expect(
      (await findFormerCouples(testApp.deps, b.user.id, testApp.deps.clock.now()))[0]?.id,
    ).toBe(couple.id);

    // The email is free: signing up again makes a new person with nothing of the old one.
    const again = await createUserFixture(testApp, { email: a.email, fullName: 'Ana Nueva' });
    expect(again.user.id).not.toBe(a.user.id);
    expect((await again.client.get<TMyCoupleResponse>('/api/couples/me')).body.couple).toBeNull();
    expect(await findFormerCouples(testApp.deps, again.user.id, testApp.deps.clock.now())).toEqual(
      [],
    );
  });

  it('deletes a person without a couple, or with only a pending code', async () => {
    const single = await createUserFixture(testApp);
    expect(
      (await single.client.post('/api/account-deletion', { password: TEST_PASSWORD })).status,
    ).toBe(204);
    expect(await rowsNaming(single.user.id)).toEqual([]);
    const creator = await createUserFixture(testApp);
    expect(
      (await creator.client.post('/api/couples', { relationshipStartDate: '2024-02-14' })).status,
    ).toBe(201);
    expect(
      (await creator.client.post('/api/account-deletion', { password: TEST_PASSWORD })).status,
    ).toBe(204);
    expect(await rowsNaming(creator.user.id)).toEqual([]);
  });
});
