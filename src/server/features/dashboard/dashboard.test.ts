import { ManualClock } from '@server/jobs/clock';
import { addDays, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import type { TDashboard } from '@shared/schemas/dashboard';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { todayIn } from '@test/today';
import { describe, expect, it } from 'vitest';

// Stopped: the reunion's countdown is counted from the app's today.
const testApp = setupTestApp({}, { clock: new ManualClock(new Date('2026-03-10T11:00:00Z')) });

const sql = (text: string, values: unknown[] = []) => testApp.deps.pool.query(text, values);

/** Checks a signed storage URL: right bucket and path, and valid only for `userId`. */
function expectSignedFor(
  url: string | null | undefined,
  bucket: string,
  path: string,
  userId: string,
) {
  expect(url).toBeTruthy();
  const parsed = new URL(url ?? '', 'http://localhost');
  expect(parsed.pathname).toBe(`/api/storage/${bucket}/${path}`);
  const parts = {
    bucket,
    path,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
    // The shared space's URLs are also bound to the couple they were issued within.
    coupleId: parsed.searchParams.get('couple') ?? undefined,
  };
  expect(testApp.deps.signer.verify({ ...parts, userId })).toBe(true);
  if (parts.coupleId)
    expect(testApp.deps.signer.verify({ ...parts, userId, coupleId: undefined })).toBe(false);
  expect(testApp.deps.signer.verify({ ...parts, userId: 'someone-else' })).toBe(false);
}

// The 100 plans are seeded with the database; each test takes the next one and names it.
let nextPlanNumber = 1;
async function insertPlan(title: string) {
  const result = await sql(
    `update couple_date_plans set title = $2, description = 'Una cita', emoji = '🌹', category = 'romantic'
      where plan_number = $1 returning id`,
    [nextPlanNumber++, title],
  );
  return result.rows[0].id as string;
}

async function insertCompletion(coupleId: string, planId: string, fields: Record<string, unknown>) {
  const columns = Object.keys(fields);
  const result = await sql(
    `insert into couple_date_completions (couple_id, plan_id, ${columns.join(', ')})
     values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
    [coupleId, planId, ...Object.values(fields)],
  );
  return result.rows[0].id as string;
}

async function insertMemory(
  coupleId: string,
  userId: string,
  title: string,
  imageUrl: string | null,
  minutesAgo: number,
) {
  const result = await sql(
    `insert into memories (couple_id, title, image_url, memory_date, created_by, created_at)
     values ($1, $2, $3, '2024-05-01', $4, now() - make_interval(mins => $5)) returning id`,
    [coupleId, title, imageUrl, userId, minutesAgo],
  );
  return result.rows[0].id as string;
}

describe('GET /api/dashboard', () => {
  it('shows only the caller and their own couple: 401 signed out, own data for another couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/dashboard' },
      {
        outsider: 'own-data',
        setup: async (owner) => {
          await insertMemory(
            owner.couple.id,
            owner.a.user.id,
            'Secreto de otra pareja',
            `${owner.couple.id}/1.jpg`,
            1,
          );
        },
        secrets: () => ['Secreto de otra pareja'],
      },
    );
  });

  it('works without a couple: the caller, with email, and nothing else', async () => {
    const { client, user, email } = await createUserFixture(testApp, { fullName: 'Lucía Pérez' });
    const response = await client.get<TDashboard>('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      me: { id: user.id, fullName: 'Lucía Pérez', email, avatarUrl: null },
      couple: null,
      partner: null,
      currentPlan: null,
      lastCompletedPlan: null,
      recentMemories: [],
      partnerClock: null,
      nextReunion: null,
    });
  });

  it('shows a pending couple with its code and no partner yet', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const response = await a.client.get<TDashboard>('/api/dashboard');
    expect(response.body.couple).toEqual(couple);
    expect(response.body.partner).toBeNull();
  });

  it('shows each partner the other one, with avatars signed for the caller', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    await sql('update profiles set avatar_url = $2 where id = $1', [
      a.user.id,
      `${a.user.id}/100.webp`,
    ]);
    const byA = (await a.client.get<TDashboard>('/api/dashboard')).body;
    const byB = (await b.client.get<TDashboard>('/api/dashboard')).body;
    expect(byA.couple).toMatchObject({ id: couple.id, status: 'active', isCreator: true });
    expect(byB.couple).toMatchObject({ id: couple.id, status: 'active', isCreator: false });
    expect(byA.me).toMatchObject({ id: a.user.id, fullName: a.fullName, email: a.email });
    expect(byA.partner).toEqual({ id: b.user.id, fullName: 'Bruno Díaz', avatarUrl: null });
    expect(byB.partner).toMatchObject({ id: a.user.id, fullName: a.fullName });
    expectSignedFor(byA.me.avatarUrl, 'avatars', `${a.user.id}/100.webp`, a.user.id);
    expectSignedFor(byB.partner?.avatarUrl, 'avatars', `${a.user.id}/100.webp`, b.user.id);
    expect(byB.partner).not.toHaveProperty('email');
  });

  it('shows the plan in progress and the latest completed plan', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    const other = await createCoupleFixture(testApp);
    const [picnic, museum, concert, hike] = await Promise.all(
      ['Picnic', 'Museo', 'Concierto', 'Excursión'].map((title) => insertPlan(title)),
    );
    const current = await insertCompletion(couple.id, picnic!, { in_progress: true });
    await insertCompletion(couple.id, museum!, {
      completed: true,
      completed_date: '2024-03-01',
      rating: 4,
    });
    const latest = await insertCompletion(couple.id, concert!, {
      completed: true,
      completed_date: '2024-06-01',
      rating: 5,
    });
    // Another couple's newer completion must not show up.
    await insertCompletion(other.couple.id, hike!, {
      completed: true,
      completed_date: '2025-01-01',
    });

    const dashboard = (await a.client.get<TDashboard>('/api/dashboard')).body;
    expect(dashboard.currentPlan).toEqual({
      completionId: current,
      planNumber: expect.any(Number),
      title: 'Picnic',
      description: 'Una cita',
      emoji: '🌹',
      category: 'romantic',
      completedDate: null,
      rating: null,
    });
    expect(dashboard.lastCompletedPlan).toMatchObject({
      completionId: latest,
      title: 'Concierto',
      completedDate: '2024-06-01',
      rating: 5,
    });
  });

  it('has no plans when none was started or completed', async () => {
    const { a } = await createCoupleFixture(testApp);
    const dashboard = (await a.client.get<TDashboard>('/api/dashboard')).body;
    expect(dashboard.currentPlan).toBeNull();
    expect(dashboard.lastCompletedPlan).toBeNull();
  });

  it('shows the five newest memories with a photo, signed with their thumbnails', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const other = await createCoupleFixture(testApp);
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      ids.push(
        await insertMemory(couple.id, a.user.id, `Foto ${i}`, `${couple.id}/${i}.jpg`, 100 - i),
      );
    }
    await insertMemory(couple.id, b.user.id, 'Sin foto', null, 0);
    await insertMemory(couple.id, b.user.id, 'Foto vacía', '', 0);
    await insertMemory(other.couple.id, other.a.user.id, 'Ajena', `${other.couple.id}/1.jpg`, 0);

    const dashboard = (await b.client.get<TDashboard>('/api/dashboard')).body;
    expect(dashboard.recentMemories.map((m) => m.title)).toEqual([
      'Foto 7',
      'Foto 6',
      'Foto 5',
      'Foto 4',
      'Foto 3',
    ]);
    const [newest] = dashboard.recentMemories;
    expect(newest).toMatchObject({ id: ids[6], memoryDate: '2024-05-01' });
    expectSignedFor(newest?.imageUrl, 'memories', `${couple.id}/7.jpg`, b.user.id);
    expectSignedFor(newest?.thumbnailUrl, 'memories', `${couple.id}/7.thumb.webp`, b.user.id);
    expectSignedFor(
      newest?.largeThumbnailUrl,
      'memories',
      `${couple.id}/7.thumb-large.webp`,
      b.user.id,
    );
  });

  it('shows where the partner lives and when they sleep, only across zones', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const dashboardOf = (client: typeof a.client, zone: string) =>
      client.request<TDashboard>('GET', '/api/dashboard', undefined, {
        [TIME_ZONE_HEADER]: zone,
      });
    // Bruno has never said where he lives: nothing to show.
    expect((await dashboardOf(a.client, 'Europe/Madrid')).body.partnerClock).toBeNull();
    await sql(
      `insert into notification_settings (user_id, time_zone, quiet_start, quiet_end)
       values ($1, 'America/Mexico_City', 1380, 420)`,
      [b.user.id],
    );
    const apart = (await dashboardOf(a.client, 'Europe/Madrid')).body;
    expect(apart.partnerClock).toEqual({
      timeZone: 'America/Mexico_City',
      quietStart: 1380,
      quietEnd: 420,
    });
    // Nothing else of Bruno's settings (his kinds, language, discretion) reaches Ana.
    expect(Object.keys(apart.partnerClock ?? {})).toHaveLength(3);
    // Ana in Mexico City too: no distance. And Ana's own settings never come back as her partner's.
    expect((await dashboardOf(a.client, 'America/Mexico_City')).body.partnerClock).toBeNull();
    expect((await dashboardOf(b.client, 'America/Mexico_City')).body.partnerClock).toBeNull();
  });

  it('counts down to the nearest reunion from the caller’s today, set by either partner', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const other = await createCoupleFixture(testApp);
    const today = todayIn(testApp.deps.clock, 'Europe/Madrid');
    const madrid = { [TIME_ZONE_HEADER]: 'Europe/Madrid' };
    const add = async (client: typeof a.client, title: string, days: number, reunion = true) => {
      const response = await client.post<{ id: string }>('/api/events', {
        title,
        eventDate: addDays(today, days),
        reunion,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id;
    };
    const reunionOf = async (client: typeof a.client) =>
      (await client.request<TDashboard>('GET', '/api/dashboard', undefined, madrid)).body
        .nextReunion;
    expect(await reunionOf(a.client)).toBeNull();
    await add(a.client, 'Ya pasó', -2);
    await add(a.client, 'Cena sin más', 3, false);
    await add(other.a.client, 'De otra pareja', 1);
    await add(a.client, 'Vuelo a Lisboa', 12);
    const soonest = await add(b.client, 'Bruno viene', 5);
    for (const client of [a.client, b.client]) {
      expect(await reunionOf(client)).toEqual({
        id: soonest,
        date: addDays(today, 5),
        title: 'Bruno viene',
      });
    }
    // The day itself still counts ("¡Hoy os veis!").
    const todays = await add(a.client, 'Hoy', 0);
    expect((await reunionOf(b.client))?.id).toBe(todays);
  });
});
