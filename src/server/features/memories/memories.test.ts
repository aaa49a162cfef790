import { coupleChannel } from '@shared/realtime-events';
import type { TMemory, TMemorySummary } from '@shared/schemas/memories';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { countMemoryRows, createMemory, editMemory, listMemories } from '@test/memory-fixtures';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const testApp = setupTestApp();
let couple: CoupleFixture;
beforeAll(async () => {
  couple = await createCoupleFixture(testApp);
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function newMemory(owner: CoupleFixture, title = 'Primera cita'): Promise<TMemory> {
  const response = await createMemory(owner.a.client, {
    fields: { title, description: 'En el parque', memoryDate: '2024-02-14' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const nextMemoriesEvent = (channel: string) =>
  nextRealtimeEvent(testApp, channel, 'memories.changed');

describe('memories: create, read, edit, delete', () => {
  it('creates a memory, which both partners can read, and announces it to the couple', async () => {
    const event = nextMemoriesEvent(coupleChannel(couple.couple.id));
    const response = await createMemory(couple.a.client, {
      fields: {
        title: '  Viaje a Lisboa ',
        description: 'Pastéis de nata',
        memoryDate: '2023-06-01',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Viaje a Lisboa',
      description: 'Pastéis de nata',
      memoryDate: '2023-06-01',
      imageUrl: null,
      thumbnailUrl: null,
      createdBy: couple.a.user.id,
    });
    expect(await event).toEqual({ type: 'memories.changed', ids: [response.body.id] });
    const seen = await couple.b.client.get<TMemory>(`/api/memories/${response.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(response.body);
  });

  it('stores a memory without description or date as null', async () => {
    const response = await createMemory(couple.b.client, {
      fields: { title: 'Sin fecha', description: '', memoryDate: '' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ description: null, memoryDate: null });
  });

  it.each([
    [{ title: '' }, 'validation.titleRequired', 'title'],
    [{ description: 'x' }, 'validation.titleRequired', 'title'],
    [{ title: 'x'.repeat(101) }, 'validation.titleTooLong', 'title'],
    [{ title: 'A', description: 'x'.repeat(1001) }, 'validation.descriptionTooLong', 'description'],
    [{ title: 'A', memoryDate: '2024-13-01' }, 'validation.dateFormat', 'memoryDate'],
    [{ title: 'A', memoryDate: '0000-01-01' }, 'validation.dateFormat', 'memoryDate'],
    [{ title: 'A\u0000' }, 'memories.textInvalid', 'title'],
    [{ title: '\u200b' }, 'validation.titleRequired', 'title'],
    [{ title: '\u200b\u200d\u0301' }, 'validation.titleRequired', 'title'],
    [{ title: 'A\u202e' }, 'memories.textInvalid', 'title'],
    [{ title: 'A', description: 'a\u0085b' }, 'memories.textInvalid', 'description'],
    [{ title: 'A', description: 'a\u202db' }, 'memories.textInvalid', 'description'],
    [{ title: 'A', description: 'a\u2069b' }, 'memories.textInvalid', 'description'],
    [{ title: 'A', description: 'a\u001bb' }, 'memories.textInvalid', 'description'],
    // A lone surrogate cannot cross a multipart form (the encoder makes it U+FFFD); the shared
    // schema's unit tests cover it.
  ])('refuses %# with %s and saves nothing', async (fields, message, field) => {
    const before = await countMemoryRows(testApp, couple.couple.id);
    const response = await createMemory(couple.a.client, { fields });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ message, field });
    expect(await countMemoryRows(testApp, couple.couple.id)).toBe(before);
  });

  it('refuses a body that is not a form with a translated key', async () => {
    const response = await couple.a.client.post<{ error: { message: string } }>('/api/memories', {
      title: 'JSON',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('errors.invalidInput');
  });

  it('edits the text and the date, and can clear them', async () => {
    const memory = await newMemory(couple);
    const event = nextMemoriesEvent(coupleChannel(couple.couple.id));
    const response = await editMemory(couple.b.client, memory.id, {
      fields: { title: 'Primera cita (editada)', description: '', memoryDate: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: memory.id,
      title: 'Primera cita (editada)',
      description: null,
      memoryDate: null,
      createdBy: couple.a.user.id,
    });
    expect(await event).toEqual({ type: 'memories.changed', ids: [memory.id] });
  });

  it('refuses an invalid edit and keeps the memory as it was', async () => {
    const memory = await newMemory(couple);
    const response = await editMemory(couple.a.client, memory.id, { fields: { title: ' ' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('validation.titleRequired');
    const invisible = await editMemory(couple.a.client, memory.id, {
      fields: { title: '\u200b' },
    });
    expect(invisible.status).toBe(400);
    expect(invisible.body.error.message).toBe('validation.titleRequired');
    const bidi = await editMemory(couple.a.client, memory.id, {
      fields: { title: 'A', description: 'a\u2066b' },
    });
    expect(bidi.status).toBe(400);
    expect(bidi.body.error.message).toBe('memories.textInvalid');
    expect((await couple.a.client.get<TMemory>(`/api/memories/${memory.id}`)).body).toEqual(memory);
  });

  it('deletes a memory; it is gone for both and the delete is announced', async () => {
    const memory = await newMemory(couple);
    const event = nextMemoriesEvent(coupleChannel(couple.couple.id));
    const response = await couple.b.client.delete(`/api/memories/${memory.id}`);
    expect(response.status).toBe(204);
    expect(await event).toEqual({ type: 'memories.changed', ids: [memory.id] });
    expect((await couple.a.client.get(`/api/memories/${memory.id}`)).status).toBe(404);
    expect((await couple.a.client.delete(`/api/memories/${memory.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed ids, never a 500', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', "1'; drop table memories"]) {
      const path = `/api/memories/${encodeURIComponent(id)}`;
      expect((await couple.a.client.get(path)).status, id).toBe(404);
      expect(
        (await editMemory(couple.a.client, encodeURIComponent(id), { fields: { title: 'X' } }))
          .status,
      ).toBe(404);
      const deleted = await couple.a.client.delete<{ error: { message: string } }>(path);
      expect(deleted.status).toBe(404);
      expect(deleted.body.error.message, id).toBe('memories.notFound');
    }
  });

  it('counts every memory of the couple for the filter bar', async () => {
    const fresh = await createCoupleFixture(testApp);
    expect((await fresh.a.client.get<TMemorySummary>('/api/memories/summary')).body).toEqual({
      total: 0,
    });
    await newMemory(fresh);
    await newMemory(fresh, 'Segunda');
    expect((await fresh.b.client.get<TMemorySummary>('/api/memories/summary')).body).toEqual({
      total: 2,
    });
  });

  it('two partners deleting the same memory at once: one 204, one 404', async () => {
    const memory = await newMemory(couple);
    const results = await Promise.all([
      couple.a.client.delete(`/api/memories/${memory.id}`),
      couple.b.client.delete(`/api/memories/${memory.id}`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([204, 404]);
  });

  it('an edit racing a delete never brings the memory back', async () => {
    const memory = await newMemory(couple);
    const [edit, removal] = await Promise.all([
      editMemory(couple.a.client, memory.id, { fields: { title: 'Carrera' } }),
      couple.b.client.delete(`/api/memories/${memory.id}`),
    ]);
    expect(removal.status).toBe(204);
    expect([200, 404]).toContain(edit.status);
    expect((await couple.a.client.get(`/api/memories/${memory.id}`)).status).toBe(404);
  });
});

describe('memories: only the couple’s own', () => {
  it('lists only the caller’s couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/memories' },
      {
        setup: (owner) => newMemory(owner, 'Secreto de la pareja'),
        outsider: 'own-data',
        requiresCouple: true,
        secrets: (_owner, memory) => [memory.id, 'Secreto de la pareja'],
      },
    );
  });

  it('counts only the caller’s couple', async () => {
    const { response } = await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/memories/summary' },
      { setup: (owner) => newMemory(owner), outsider: 'own-data', requiresCouple: true },
    );
    expect(response.body).toEqual({ total: 0 });
  });

  it('creates in the caller’s own couple only', async () => {
    const { owner, outsider } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/memories', form: { title: 'De los otros' } },
      {
        outsider: 'own-data',
        requiresCouple: true,
      },
    );
    expect(await countMemoryRows(testApp, owner.couple.id)).toBe(0);
    expect(await countMemoryRows(testApp, outsider.couple.id)).toBe(1);
  });

  it('reads another couple’s memory as 404', async () => {
    await expectCoupleScoped(
      testApp,
      (_owner, memory: TMemory) => ({ method: 'GET', path: `/api/memories/${memory.id}` }),
      {
        setup: (owner) => newMemory(owner),
        outsider: 'not-found',
        requiresCouple: true,
      },
    );
  });

  it('edits another couple’s memory as 404 and leaves it unchanged', async () => {
    const { owner, outsider, seed } = await expectCoupleScoped(
      testApp,
      (_owner, memory: TMemory) => ({ method: 'PATCH', path: `/api/memories/${memory.id}` }),
      { setup: (owner) => newMemory(owner), outsider: 'not-found', requiresCouple: true },
    );
    const form = await editMemory(outsider.a.client, seed.id, { fields: { title: 'Robado' } });
    expect(form.status).toBe(404);
    expect((await owner.a.client.get<TMemory>(`/api/memories/${seed.id}`)).body).toEqual(seed);
  });

  it('deletes another couple’s memory as 404 and keeps it', async () => {
    const { owner, seed } = await expectCoupleScoped(
      testApp,
      (_owner, memory: TMemory) => ({ method: 'DELETE', path: `/api/memories/${memory.id}` }),
      { setup: (owner) => newMemory(owner), outsider: 'not-found', requiresCouple: true },
    );
    expect((await owner.b.client.get(`/api/memories/${seed.id}`)).status).toBe(200);
  });

  it('refuses a list query it cannot read with a translated 400', async () => {
    for (const [query, message] of [
      [{ sort: 'random' }, 'memories.invalidSort'],
      [{ filter: 'video' }, 'memories.invalidFilter'],
      [{ limit: '1000' }, 'errors.invalidInput'],
      [{ cursor: 'bm9wZQ' }, 'memories.invalidCursor'],
    ] as const) {
      const response = await listMemories(couple.a.client, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });
});
