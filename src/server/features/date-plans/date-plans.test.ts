import { ManualClock } from '@server/jobs/clock';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { coupleChannel } from '@shared/realtime-events';
import type { TDashboard } from '@shared/schemas/dashboard';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import {
  inProgressCountOf,
  listPlans,
  nextDatePlansEvent,
  planAction,
  planOf,
} from '@test/date-plan-fixtures';
import { setupTestApp } from '@test/test-app';
import { todayIn } from '@test/today';
import { describe, expect, it } from 'vitest';

// Stopped where the run starts: the test's "today" and the server's are one reading.
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

// UTC+14: its calendar day is never behind the server's, and usually ahead of it.
const KIRITIMATI = 'Pacific/Kiritimati';

describe('listing the plans', () => {
  it('lists the 100 seeded plans in order, none started, with progress 0 of 100', async () => {
    const { a } = await createCoupleFixture(testApp);
    const { status, body } = await listPlans(a.client);
    expect(status).toBe(200);
    expect(body.plans.map((plan) => plan.planNumber)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(body.plans[0]).toMatchObject({
      planNumber: 1,
      title: 'Cena a la luz de las velas en casa',
      emoji: '🕯️',
      category: 'romantic',
      state: 'not-started',
      completedDate: null,
      rating: null,
      photoCount: 0,
    });
    expect(body).toMatchObject({ completedCount: 0, total: 100, inProgressPlanNumber: null });
  });

  it('shows one couple only its own progress', async () => {
    const { outsider, response } = await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/date-plans' },
      {
        setup: async (owner) => {
          await planAction(owner.a.client, 3, 'complete');
          await planAction(owner.b.client, 4, 'start');
        },
        outsider: 'own-data',
        requiresCouple: true,
      },
    );
    expect(response.body).toMatchObject({ completedCount: 0, inProgressPlanNumber: null });
    expect((await planOf(outsider.a.client, 3)).state).toBe('not-started');
  });
});

describe('starting a plan', () => {
  it('puts it in progress for both partners and tells the partner live', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const event = nextDatePlansEvent(testApp, coupleChannel(couple.id));
    const started = await planAction(a.client, 12, 'start');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ planNumber: 12, state: 'in-progress' });
    expect((await event).ids).toEqual([started.body.id]);
    expect((await listPlans(b.client)).body.inProgressPlanNumber).toBe(12);
    const dashboard = await b.client.get<TDashboard>('/api/dashboard');
    expect(dashboard.body.currentPlan).toMatchObject({ planNumber: 12 });
  });

  it('refuses a second plan while one is in progress, and starting the same one again is harmless', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    await planAction(a.client, 1, 'start');
    const second = await planAction(b.client, 2, 'start');
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('datePlans.alreadyInProgress');
    expect((await planOf(a.client, 2)).state).toBe('not-started');

    const again = await planAction(b.client, 1, 'start');
    expect(again.status).toBe(200);
    expect(again.body.state).toBe('in-progress');
    expect(await inProgressCountOf(testApp, couple.id)).toBe(1);
  });

  it('lets exactly one of two plans started at the same moment win', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b, couple } = await createCoupleFixture(testApp);
      const [fromA, fromB] = await Promise.all([
        planAction(a.client, 20 + round, 'start'),
        planAction(b.client, 40 + round, 'start'),
      ]);
      expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
      const loser = fromA.status === 409 ? fromA : fromB;
      expect(loser.body.error.message).toBe('datePlans.alreadyInProgress');
      const winner = fromA.status === 200 ? fromA : fromB;
      expect(await inProgressCountOf(testApp, couple.id)).toBe(1);
      expect((await listPlans(a.client)).body.inProgressPlanNumber).toBe(winner.body.planNumber);
    }
  });

  it('does not start a completed plan again', async () => {
    const { a } = await createCoupleFixture(testApp);
    await planAction(a.client, 7, 'complete');
    const response = await planAction(a.client, 7, 'start');
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('datePlans.alreadyCompleted');
    expect((await planOf(a.client, 7)).state).toBe('completed');
  });

  it('answers 404 for a plan number outside the catalogue', async () => {
    const { a } = await createCoupleFixture(testApp);
    for (const path of ['0', '101', '99999999999', 'abc', '-1']) {
      const response = await a.client.post<{ error: { message: string } }>(
        `/api/date-plans/${path}/start`,
      );
      expect(response.status, path).toBe(404);
      // A number names a plan the catalogue lacks; anything else matches no route at all.
      const isNumber = /^[0-9]+$/.test(path);
      expect(response.body.error.message).toBe(isNumber ? 'datePlans.notFound' : 'errors.notFound');
    }
  });

  it('is couple-scoped: another couple starting the same plan starts its own', async () => {
    const { owner } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/date-plans/5/start' },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect((await planOf(owner.a.client, 5)).state).toBe('not-started');
  });
});

describe('completing a plan', () => {
  it("completes it on the user's own day, clears in-progress and shows on both dashboards", async () => {
    const { a, b } = await createCoupleFixture(testApp);
    await planAction(a.client, 9, 'start');
    const done = await planAction(b.client, 9, 'complete', { [TIME_ZONE_HEADER]: KIRITIMATI });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      state: 'completed',
      completedDate: todayIn(clock, KIRITIMATI),
    });
    const list = await listPlans(a.client);
    expect(list.body).toMatchObject({ completedCount: 1, inProgressPlanNumber: null });
    for (const client of [a.client, b.client]) {
      const dashboard = await client.get<TDashboard>('/api/dashboard');
      expect(dashboard.body.currentPlan).toBeNull();
      expect(dashboard.body.lastCompletedPlan).toMatchObject({ planNumber: 9 });
    }
    // The next plan can start now.
    expect((await planAction(a.client, 10, 'start')).status).toBe(200);
  });

  it('keeps the first completion date when completed twice', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const first = await planAction(a.client, 11, 'complete', { [TIME_ZONE_HEADER]: KIRITIMATI });
    const second = await planAction(b.client, 11, 'complete', {
      [TIME_ZONE_HEADER]: 'Pacific/Pago_Pago',
    });
    expect(second.body.completedDate).toBe(first.body.completedDate);
  });

  it('is couple-scoped', async () => {
    const { owner } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/date-plans/8/complete' },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect((await planOf(owner.a.client, 8)).state).toBe('not-started');
  });
});

describe('toggling a plan', () => {
  it('un-completes a completed plan, clearing its rating and date but keeping its words, and completes it again', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    await a.client.put('/api/date-plans/14/experience', {
      experienceDate: '2024-02-14',
      description: 'Precioso',
      rating: 4,
    });
    const undone = await planAction(b.client, 14, 'toggle');
    expect(undone.status).toBe(200);
    // A plan not done has no stars and no date ("Sin empezar ★★★★☆" was the bug).
    expect(undone.body).toMatchObject({
      state: 'not-started',
      completedDate: null,
      experienceDescription: 'Precioso',
      rating: null,
    });
    expect((await planOf(a.client, 14)).rating).toBeNull();
    expect((await listPlans(a.client)).body.completedCount).toBe(0);
    expect((await a.client.get<TDashboard>('/api/dashboard')).body.lastCompletedPlan).toBeNull();

    const redone = await planAction(a.client, 14, 'toggle', { [TIME_ZONE_HEADER]: KIRITIMATI });
    expect(redone.body).toMatchObject({
      state: 'completed',
      completedDate: todayIn(clock, KIRITIMATI),
    });
  });

  it('clears in-progress when it completes the plan in progress', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    await planAction(a.client, 15, 'start');
    const toggled = await planAction(a.client, 15, 'toggle');
    expect(toggled.body.state).toBe('completed');
    expect(await inProgressCountOf(testApp, couple.id)).toBe(0);
  });

  it('is couple-scoped', async () => {
    const { owner } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/date-plans/16/toggle' },
      {
        setup: async (owner) => {
          await planAction(owner.a.client, 16, 'complete');
        },
        outsider: 'own-data',
        requiresCouple: true,
      },
    );
    expect((await planOf(owner.a.client, 16)).state).toBe('completed');
  });
});
