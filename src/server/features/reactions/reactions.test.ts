import { coupleChannel } from '@shared/realtime-events';
import type { TMemory, TMemoryPage } from '@shared/schemas/memories';
import type { TComment, TReactionCounts, TReactionThread } from '@shared/schemas/reactions';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { listPhotos, uploadPhotos } from '@test/date-plan-fixtures';
import { TEST_PASSWORD } from '@test/fixtures';
import type { TestClient } from '@test/http-client';
import { pngImage } from '@test/image-fixtures';
import { createMemory } from '@test/memory-fixtures';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

async function newMemory(client: TestClient, title = 'Atardecer en Cádiz'): Promise<TMemory> {
  const response = await createMemory(client, { fields: { title } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function newPhoto(client: TestClient, planNumber = 3): Promise<string> {
  const response = await uploadPhotos(client, planNumber, [{ bytes: await pngImage() }]);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const photo = response.body.photos.at(-1);
  if (!photo) throw new Error('no photo');
  return photo.id;
}

const threadOf = async (client: TestClient, path: string) => {
  const response = await client.get<TReactionThread>(`/api/reactions/${path}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

async function comment(client: TestClient, path: string, text: string) {
  const response = await client.post<TComment>(`/api/reactions/${path}/comments`, { text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const count = async (sql: string, params: unknown[]) =>
  Number((await testApp.deps.pool.query(sql, params)).rows[0].count);

describe('hearts', () => {
  it('one heart from each partner; a double tap is still one; the partner sees it live', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const path = `memory/${memory.id}`;

    const event = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'reactions.changed');
    const [first, second] = await Promise.all([
      couple.a.client.put<TReactionCounts>(`/api/reactions/${path}/heart`),
      couple.a.client.put<TReactionCounts>(`/api/reactions/${path}/heart`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await event).ids).toEqual([memory.id]);
    expect(await count('select count(*) from hearts where memory_id = $1', [memory.id])).toBe(1);

    const both = await couple.b.client.put<TReactionCounts>(`/api/reactions/${path}/heart`);
    expect(both.body).toEqual({ hearts: 2, hearted: true, comments: 0 });
    expect(await threadOf(couple.a.client, path)).toMatchObject({
      heartedByMe: true,
      heartedByPartner: true,
      comments: [],
    });

    // Taking it off twice is as harmless as putting it on twice.
    expect((await couple.a.client.delete(`/api/reactions/${path}/heart`)).status).toBe(204);
    expect((await couple.a.client.delete(`/api/reactions/${path}/heart`)).status).toBe(204);
    const page = await couple.a.client.get<TMemoryPage>('/api/memories');
    expect(page.body.items[0]?.reactions).toEqual({ hearts: 1, hearted: false, comments: 0 });
    const seenByB = await couple.b.client.get<TMemory>(`/api/memories/${memory.id}`);
    expect(seenByB.body.reactions).toEqual({ hearts: 1, hearted: true, comments: 0 });
  });

  it('works on date-plan photos, with the counts in the plan’s photo list', async () => {
    const couple = await createCoupleFixture(testApp);
    const photoId = await newPhoto(couple.a.client);
    await couple.b.client.put(`/api/reactions/photo/${photoId}/heart`);
    await comment(couple.b.client, `photo/${photoId}`, 'Qué guapa estás aquí');
    const photos = await listPhotos(couple.a.client, 3);
    expect(photos.body.photos[0]?.reactions).toEqual({ hearts: 1, hearted: false, comments: 1 });
  });

  it('a memory id sent as a photo (or the reverse) names nothing', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const wrong = await couple.a.client.put(`/api/reactions/photo/${memory.id}/heart`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ error: { message: 'reactions.notFound' } });
    expect((await couple.a.client.get('/api/reactions/event/x')).status).toBe(404);
  });
});

describe('comments', () => {
  it('a thread both partners write in, oldest first, live for the other', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const path = `memory/${memory.id}`;
    const event = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'reactions.changed');
    const first = await comment(couple.a.client, path, '  Qué día tan bonito 💕  ');
    expect((await event).ids).toEqual([memory.id]);
    expect(first).toMatchObject({ text: 'Qué día tan bonito 💕', createdBy: couple.a.user.id });
    await comment(couple.b.client, path, 'El mejor\ncon diferencia');

    const thread = await threadOf(couple.b.client, path);
    expect(thread.comments.map((c) => c.text)).toEqual([
      'Qué día tan bonito 💕',
      'El mejor\ncon diferencia',
    ]);
    const memoryAfter = await couple.b.client.get<TMemory>(`/api/memories/${memory.id}`);
    expect(memoryAfter.body.reactions.comments).toBe(2);
  });

  it('keeps the text rules: 1 to 500 characters, visible, no control characters', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const url = `/api/reactions/memory/${memory.id}/comments`;
    const cases: [unknown, string][] = [
      [{ text: '' }, 'reactions.commentRequired'],
      [{ text: '   ' }, 'reactions.commentRequired'],
      [{ text: '\u200b\u200b' }, 'reactions.commentRequired'],
      [{ text: 'a'.repeat(501) }, 'reactions.commentTooLong'],
      [{ text: 'hola\u0000' }, 'reactions.commentInvalid'],
      [{ text: 'hola\u202e' }, 'reactions.commentInvalid'],
      [{ text: 42 }, 'reactions.commentRequired'],
      [{}, 'reactions.commentRequired'],
      ['no es json', 'errors.invalidJson'],
    ];
    for (const [body, message] of cases) {
      const response = await couple.a.client.post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ error: { message } });
    }
    const longest = await couple.a.client.post<TComment>(url, { text: '💕'.repeat(250) });
    expect(longest.status).toBe(201);
    expect(await count('select count(*) from comments where memory_id = $1', [memory.id])).toBe(1);
  });

  it('only its author edits or deletes a comment', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const mine = await comment(couple.a.client, `memory/${memory.id}`, 'Primera versión');

    const byPartner = await couple.b.client.patch(`/api/reactions/comments/${mine.id}`, {
      text: 'Cambiado por Bruno',
    });
    expect(byPartner.status).toBe(403);
    expect(byPartner.body).toMatchObject({ error: { message: 'reactions.notYourComment' } });
    const deleteByPartner = await couple.b.client.delete(`/api/reactions/comments/${mine.id}`);
    expect(deleteByPartner.status).toBe(403);

    const edited = await couple.a.client.patch<TComment>(`/api/reactions/comments/${mine.id}`, {
      text: 'Segunda versión',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.text).toBe('Segunda versión');
    expect(edited.body.editedAt).not.toBeNull();
    const tooLong = await couple.a.client.patch(`/api/reactions/comments/${mine.id}`, {
      text: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);

    expect((await couple.a.client.delete(`/api/reactions/comments/${mine.id}`)).status).toBe(204);
    const again = await couple.a.client.delete(`/api/reactions/comments/${mine.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { message: 'reactions.commentNotFound' } });
  });

  it('deleting the memory or the photo deletes its hearts and comments', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const photoId = await newPhoto(couple.a.client, 5);
    for (const path of [`memory/${memory.id}`, `photo/${photoId}`]) {
      await couple.b.client.put(`/api/reactions/${path}/heart`);
      await comment(couple.b.client, path, 'Precioso');
    }
    expect((await couple.a.client.delete(`/api/memories/${memory.id}`)).status).toBe(204);
    expect((await couple.a.client.delete(`/api/date-plans/photos/${photoId}`)).status).toBe(204);
    const coupleId = couple.couple.id;
    expect(await count('select count(*) from hearts where couple_id = $1', [coupleId])).toBe(0);
    expect(await count('select count(*) from comments where couple_id = $1', [coupleId])).toBe(0);
    const gone = await couple.b.client.post(`/api/reactions/memory/${memory.id}/comments`, {
      text: 'Tarde',
    });
    expect(gone.status).toBe(404);
  });

  it('a comment and a heart racing the memory’s deletion: a 404 or gone with it, never a 500', async () => {
    const couple = await createCoupleFixture(testApp);
    for (let round = 0; round < 5; round++) {
      const memory = await newMemory(couple.a.client, `Carrera ${round}`);
      const path = `/api/reactions/memory/${memory.id}`;
      const [deleted, commented, hearted] = await Promise.all([
        couple.a.client.delete(`/api/memories/${memory.id}`),
        couple.b.client.post(`${path}/comments`, { text: 'Justo a tiempo' }),
        couple.b.client.put(`${path}/heart`),
      ]);
      expect(deleted.status).toBe(204);
      expect([201, 404]).toContain(commented.status);
      expect([200, 404]).toContain(hearted.status);
      expect(await count('select count(*) from comments where memory_id = $1', [memory.id])).toBe(
        0,
      );
      expect(await count('select count(*) from hearts where memory_id = $1', [memory.id])).toBe(0);
    }
  });

  it('account deletion keeps the thread unsigned and drops the hearts, as other content', async () => {
    const couple = await createCoupleFixture(testApp);
    const memory = await newMemory(couple.a.client);
    const path = `memory/${memory.id}`;
    await couple.b.client.put(`/api/reactions/${path}/heart`);
    await comment(couple.b.client, path, 'Te quiero');
    const deleted = await couple.b.client.post('/api/account-deletion', {
      password: TEST_PASSWORD,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    const { rows } = await testApp.deps.pool.query(
      'select created_by, body from comments where memory_id = $1',
      [memory.id],
    );
    expect(rows).toEqual([{ created_by: null, body: 'Te quiero' }]);
    expect(await count('select count(*) from hearts where memory_id = $1', [memory.id])).toBe(0);
  });
});

describe('reactions are scoped to the couple', () => {
  const memoryOf = (owner: CoupleFixture) => newMemory(owner.a.client, 'Secreto de la playa');
  const options = { setup: memoryOf, outsider: 'not-found' as const, requiresCouple: true };

  it('reading the thread', async () => {
    await expectCoupleScoped(
      testApp,
      (_o, memory: TMemory) => ({ method: 'GET', path: `/api/reactions/memory/${memory.id}` }),
      options,
    );
  });

  it('putting and taking off a heart, on a memory and on a photo', async () => {
    const { owner, seed } = await expectCoupleScoped(
      testApp,
      (_o, memory: TMemory) => ({
        method: 'PUT',
        path: `/api/reactions/memory/${memory.id}/heart`,
      }),
      options,
    );
    expect(await count('select count(*) from hearts where memory_id = $1', [seed.id])).toBe(0);
    expect(owner.a.user.id).toBeTruthy();
    await expectCoupleScoped(
      testApp,
      (_o, memory: TMemory) => ({
        method: 'DELETE',
        path: `/api/reactions/memory/${memory.id}/heart`,
      }),
      options,
    );
    await expectCoupleScoped(
      testApp,
      (_o, photoId: string) => ({ method: 'PUT', path: `/api/reactions/photo/${photoId}/heart` }),
      { setup: (o) => newPhoto(o.a.client), outsider: 'not-found', requiresCouple: true },
    );
  });

  it('commenting, editing and deleting a comment', async () => {
    const { seed } = await expectCoupleScoped(
      testApp,
      (_o, memory: TMemory) => ({
        method: 'POST',
        path: `/api/reactions/memory/${memory.id}/comments`,
        body: { text: 'De otra pareja' },
      }),
      options,
    );
    expect(await count('select count(*) from comments where memory_id = $1', [seed.id])).toBe(0);
    const commented = async (o: CoupleFixture) => {
      const memory = await memoryOf(o);
      return comment(o.a.client, `memory/${memory.id}`, 'Nuestro secreto');
    };
    const edit = await expectCoupleScoped(
      testApp,
      (_o, c: TComment) => ({
        method: 'PATCH',
        path: `/api/reactions/comments/${c.id}`,
        body: { text: 'Cambiado por otros' },
      }),
      { setup: commented, outsider: 'not-found', requiresCouple: true },
    );
    const { rows } = await testApp.deps.pool.query('select body from comments where id = $1', [
      edit.seed.id,
    ]);
    expect(rows).toEqual([{ body: 'Nuestro secreto' }]);
    await expectCoupleScoped(
      testApp,
      (_o, c: TComment) => ({ method: 'DELETE', path: `/api/reactions/comments/${c.id}` }),
      { setup: commented, outsider: 'not-found', requiresCouple: true },
    );
  });
});
