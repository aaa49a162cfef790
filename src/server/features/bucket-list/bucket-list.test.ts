import { ManualClock } from '@server/jobs/clock';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { coupleChannel } from '@shared/realtime-events';
import type { TBucketItem } from '@shared/schemas/bucket-list';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { todayIn } from '@test/today';
import { beforeAll, describe, expect, it } from 'vitest';

// Stopped where the run starts: the test's "today" and the server's are one reading.
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

// UTC+14 and UTC-11: whatever the hour, these two zones are on different calendar days.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

async function addGoal(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post<TBucketItem>('/api/bucket-list', {
    title: 'Ver la aurora boreal',
    description: 'En Noruega, en invierno',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const listGoals = async (client: TestClient) => {
  const response = await client.get<TBucketItem[]>('/api/bucket-list');
  expect(response.status).toBe(200);
  return response.body;
};

const setCompleted = (client: TestClient, id: string, completed: unknown, zone = 'UTC') =>
  client.request<TBucketItem>(
    'PUT',
    `/api/bucket-list/${id}/completed`,
    { completed },
    { [TIME_ZONE_HEADER]: zone },
  );

const countGoals = async (coupleId: string) =>
  Number(
    (
      await testApp.deps.pool.query('select count(*) from bucket_list where couple_id = $1', [
        coupleId,
      ])
    ).rows[0].count,
  );

describe('the bucket list is scoped to the couple', () => {
  const goalRequest =
    (suffix: string, method: 'PUT' | 'DELETE', body?: unknown) =>
    (_owner: CoupleFixture, goal: TBucketItem) => ({
      method,
      path: `/api/bucket-list/${goal.id}${suffix}`,
      body,
    });

  it('lists only the caller’s couple’s goals', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/bucket-list' },
      {
        setup: (owner) => addGoal(owner.a.client, { title: 'Sueño secreto' }),
        outsider: 'own-data',
        secrets: (_owner, goal) => [goal.id, goal.title],
        requiresCouple: true,
      },
    );
  });

  it('creates in the caller’s own couple', async () => {
    const { owner } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/bucket-list', body: { title: 'De los otros' } },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect(await listGoals(owner.a.client)).toEqual([]);
  });

  it.each([
    ['edit', goalRequest('', 'PUT', { title: 'Cambiado por otros' })],
    ['toggle', goalRequest('/completed', 'PUT', { completed: true })],
    ['delete', goalRequest('', 'DELETE')],
  ])(
    'refuses another couple’s %s with 404 and leaves the goal as it was',
    async (_name, request) => {
      const { owner, seed } = await expectCoupleScoped(testApp, request, {
        setup: (owner) => addGoal(owner.a.client),
        outsider: 'not-found',
        requiresCouple: true,
      });
      expect(await listGoals(owner.b.client)).toEqual([seed]);
    },
  );
});

describe('creating, editing and deleting goals', () => {
  let couple: CoupleFixture;
  beforeAll(async () => {
    couple = await createCoupleFixture(testApp);
  });

  it('creates a pending goal made by the caller, for both partners', async () => {
    const next = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'bucket-list.changed');
    const goal = await addGoal(couple.b.client, {
      title: '  Saltar en paracaídas ',
      description: '  ',
      completed: true,
      createdBy: couple.a.user.id,
    });
    expect(goal).toMatchObject({
      title: 'Saltar en paracaídas',
      description: null,
      completed: false,
      completedDate: null,
      createdBy: couple.b.user.id,
    });
    expect(await next).toEqual({ type: 'bucket-list.changed', ids: [goal.id] });
    expect(await listGoals(couple.a.client)).toContainEqual(goal);
  });

  it.each([
    [{ title: '' }, 'validation.titleRequired', 'title'],
    [{ title: ' ' }, 'validation.titleRequired', 'title'],
    [{}, 'validation.titleRequired', 'title'],
    [{ title: 't'.repeat(101) }, 'validation.titleTooLong', 'title'],
    [{ title: 'x', description: 'd'.repeat(1001) }, 'validation.descriptionTooLong', 'description'],
    [{ title: 'a\u0007b' }, 'bucketList.textInvalid', 'title'],
    [{ title: '\u200b' }, 'validation.titleRequired', 'title'],
    [{ title: '\u3164\u2800' }, 'validation.titleRequired', 'title'],
    [{ title: 'a\u2067b' }, 'bucketList.textInvalid', 'title'],
    [{ title: 'x', description: 'a\u009bb' }, 'bucketList.textInvalid', 'description'],
    [{ title: 'x', description: 'a\u202ab' }, 'bucketList.textInvalid', 'description'],
    [{ title: 'x', description: 'a\u2068b' }, 'bucketList.textInvalid', 'description'],
    [{ title: 'x', description: 'a\udc95' }, 'bucketList.textInvalid', 'description'],
  ])('refuses %j with its message and saves nothing', async (body, message, field) => {
    const before = await countGoals(couple.couple.id);
    const response = await couple.a.client.post('/api/bucket-list', body);
    expect(response.status).toBe(400);
    // (with the limit its message names in `params`: validation-message.test.ts)
    expect(response.body).toMatchObject({ error: { code: 'validation_failed', message, field } });
    expect(await countGoals(couple.couple.id)).toBe(before);
  });

  it('lets the partner edit the text, keeping its state', async () => {
    const goal = await addGoal(couple.a.client);
    await setCompleted(couple.a.client, goal.id, true);
    const response = await couple.b.client.put<TBucketItem>(`/api/bucket-list/${goal.id}`, {
      title: 'Aurora boreal en Islandia',
      description: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: goal.id,
      title: 'Aurora boreal en Islandia',
      description: null,
      completed: true,
      createdBy: couple.a.user.id,
    });
    const invalid = await couple.b.client.put(`/api/bucket-list/${goal.id}`, { title: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { message: 'validation.titleRequired' } });
    const invisible = await couple.b.client.put(`/api/bucket-list/${goal.id}`, { title: '\u200b' });
    expect(invisible.status).toBe(400);
    expect(invisible.body).toMatchObject({ error: { message: 'validation.titleRequired' } });
    const bidi = await couple.b.client.put(`/api/bucket-list/${goal.id}`, {
      title: 'x',
      description: 'a\u202eb',
    });
    expect(bidi.status).toBe(400);
    expect(bidi.body).toMatchObject({ error: { message: 'bucketList.textInvalid' } });
    expect(await listGoals(couple.a.client)).toContainEqual(response.body);
  });

  it('deletes for both partners, once; unknown and malformed ids are 404', async () => {
    const goal = await addGoal(couple.a.client, { title: 'Se borra' });
    const next = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'bucket-list.changed');
    expect((await couple.b.client.delete(`/api/bucket-list/${goal.id}`)).status).toBe(204);
    expect(await next).toEqual({ type: 'bucket-list.changed', ids: [goal.id] });
    expect((await listGoals(couple.a.client)).map((g) => g.id)).not.toContain(goal.id);
    expect((await couple.a.client.delete(`/api/bucket-list/${goal.id}`)).status).toBe(404);
    expect((await setCompleted(couple.a.client, goal.id, true)).status).toBe(404);
    const malformed = await couple.a.client.delete<{ error: { message: string } }>(
      '/api/bucket-list/123',
    );
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.message).toBe('bucketList.notFound');
  });
});

describe('the order of the list', () => {
  it('shows pending goals first, then completed ones, newest first within each', async () => {
    const couple = await createCoupleFixture(testApp);
    const titles = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'];
    for (const [index, title] of titles.entries()) {
      const goal = await addGoal(couple.a.client, { title });
      // Creation times a minute apart, oldest first, so the order does not hang on milliseconds.
      await testApp.deps.pool.query(
        `update bucket_list set created_at = now() - make_interval(mins => $2) where id = $1`,
        [goal.id, 10 - index],
      );
    }
    const byTitle = new Map((await listGoals(couple.a.client)).map((goal) => [goal.title, goal]));
    for (const title of ['Uno', 'Cuatro']) {
      expect((await setCompleted(couple.b.client, byTitle.get(title)?.id ?? '', true)).status).toBe(
        200,
      );
    }
    expect((await listGoals(couple.a.client)).map((goal) => goal.title)).toEqual([
      'Cinco',
      'Tres',
      'Dos',
      'Cuatro',
      'Uno',
    ]);
  });
});

describe('completing a goal', () => {
  let couple: CoupleFixture;
  beforeAll(async () => {
    couple = await createCoupleFixture(testApp);
  });

  it('dates it with the completing partner’s own today, and un-completing clears it', async () => {
    const goal = await addGoal(couple.a.client);
    const next = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'bucket-list.changed');
    const east = await setCompleted(couple.a.client, goal.id, true, EAST);
    expect(east.status).toBe(200);
    expect(east.body.completed).toBe(true);
    expect(east.body.completedDate).toBe(todayIn(clock, EAST));
    expect(await next).toEqual({ type: 'bucket-list.changed', ids: [goal.id] });

    const pending = await setCompleted(couple.b.client, goal.id, false, WEST);
    expect(pending.body).toMatchObject({ completed: false, completedDate: null });

    const west = await setCompleted(couple.b.client, goal.id, true, WEST);
    expect(west.body.completedDate).toBe(todayIn(clock, WEST));
    expect(west.body.completedDate).not.toBe(east.body.completedDate);
  });

  it('keeps the first date when the partner completes it again: both asked for the same state', async () => {
    const goal = await addGoal(couple.a.client);
    const first = await setCompleted(couple.a.client, goal.id, true, EAST);
    const again = await setCompleted(couple.b.client, goal.id, true, WEST);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      completed: true,
      completedDate: first.body.completedDate,
    });
  });

  it('ends completed when both partners complete it at the same instant (not toggled back)', async () => {
    for (let round = 0; round < 5; round++) {
      const goal = await addGoal(couple.a.client, { title: `Carrera ${round}` });
      const answers = await Promise.all([
        setCompleted(couple.a.client, goal.id, true, EAST),
        setCompleted(couple.b.client, goal.id, true, WEST),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const stored = (await listGoals(couple.a.client)).find((g) => g.id === goal.id);
      expect(stored?.completed).toBe(true);
      expect(answers.map((answer) => answer.body.completedDate)).toContain(stored?.completedDate);
      // Both answers show the committed row: the second waited for the first.
      expect(answers[0]?.body.completedDate).toBe(answers[1]?.body.completedDate);
    }
  });

  it('stays consistent when one completes while the other un-completes', async () => {
    const goal = await addGoal(couple.a.client);
    await Promise.all([
      setCompleted(couple.a.client, goal.id, true),
      setCompleted(couple.b.client, goal.id, false),
    ]);
    const stored = (await listGoals(couple.b.client)).find((g) => g.id === goal.id);
    expect(stored?.completedDate === null).toBe(stored?.completed === false);
  });

  it.each([
    [{}, 'errors.invalidInput'],
    [{ completed: 'yes' }, 'errors.invalidInput'],
    [[true], 'errors.invalidInput'],
  ])('refuses %j and leaves the goal as it was', async (body, message) => {
    const goal = await addGoal(couple.a.client);
    const response = await couple.a.client.put(`/api/bucket-list/${goal.id}/completed`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message } });
    expect((await listGoals(couple.a.client)).find((g) => g.id === goal.id)).toEqual(goal);
  });
});
