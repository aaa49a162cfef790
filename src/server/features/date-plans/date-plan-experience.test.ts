import { ManualClock } from '@server/jobs/clock';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import type { TDashboard } from '@shared/schemas/dashboard';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { planAction, planOf, saveExperience } from '@test/date-plan-fixtures';
import { setupTestApp } from '@test/test-app';
import { todayIn } from '@test/today';
import { describe, expect, it } from 'vitest';

// Stopped where the run starts: the test's "today" and the server's are one reading.
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

const KIRITIMATI = 'Pacific/Kiritimati';

describe('saving the experience of a plan', () => {
  it('saves date, description and rating, marks the plan completed and clears in-progress', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    await planAction(a.client, 21, 'start');
    const saved = await saveExperience(b.client, 21, {
      experienceDate: '2025-06-21',
      description: '  Subimos al pueblo en tren y acabamos bailando en la plaza.\nInolvidable.  ',
      rating: 4,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      state: 'completed',
      completedDate: '2025-06-21',
      experienceDescription:
        'Subimos al pueblo en tren y acabamos bailando en la plaza.\nInolvidable.',
      rating: 4,
    });
    const dashboard = await a.client.get<TDashboard>('/api/dashboard');
    expect(dashboard.body.currentPlan).toBeNull();
    expect(dashboard.body.lastCompletedPlan).toMatchObject({ planNumber: 21, rating: 4 });
  });

  it("takes every field as optional: empty ones become null and the day is the user's today", async () => {
    const { a } = await createCoupleFixture(testApp);
    for (const body of [{}, { experienceDate: '', description: '   ', rating: null }]) {
      const saved = await saveExperience(a.client, 22, body, { [TIME_ZONE_HEADER]: KIRITIMATI });
      expect(saved.status, JSON.stringify(body)).toBe(200);
      expect(saved.body).toMatchObject({
        state: 'completed',
        completedDate: todayIn(clock, KIRITIMATI),
        experienceDescription: null,
        rating: null,
      });
    }
  });

  it('keeps the completion date of a completed plan when no date is given, and edits the rest', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    await saveExperience(a.client, 23, { experienceDate: '2024-03-01', rating: 2 });
    const edited = await saveExperience(b.client, 23, {
      description: 'Mejor de lo que pensaba',
      rating: 5,
    });
    expect(edited.body).toMatchObject({
      completedDate: '2024-03-01',
      experienceDescription: 'Mejor de lo que pensaba',
      rating: 5,
    });
  });

  it('refuses bad input with a translated key and keeps what was saved', async () => {
    const { a } = await createCoupleFixture(testApp);
    await saveExperience(a.client, 24, {
      experienceDate: '2024-05-05',
      description: 'Bien',
      rating: 3,
    });
    const cases: [unknown, string][] = [
      [{ rating: 0 }, 'datePlans.ratingInvalid'],
      [{ rating: 6 }, 'datePlans.ratingInvalid'],
      [{ rating: 2.5 }, 'datePlans.ratingInvalid'],
      [{ rating: '5' }, 'datePlans.ratingInvalid'],
      [{ experienceDate: '2024-02-30' }, 'validation.dateFormat'],
      [{ experienceDate: '05/05/2024' }, 'validation.dateFormat'],
      [{ experienceDate: '3000-01-01' }, 'validation.dateFormat'],
      [{ experienceDate: '2999-01-01' }, 'datePlans.futureDate'],
      [{ description: 'x'.repeat(1001) }, 'validation.descriptionTooLong'],
      [{ description: 'hola\u0000' }, 'errors.invalidInput'],
      [[1, 2], 'errors.invalidInput'],
    ];
    for (const [body, message] of cases) {
      const response = await saveExperience(a.client, 24, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await planOf(a.client, 24)).toMatchObject({
      completedDate: '2024-05-05',
      experienceDescription: 'Bien',
      rating: 3,
    });
  });

  it('refuses the characters the paragraph rule refuses, and completes nothing', async () => {
    const { a } = await createCoupleFixture(testApp);
    for (const description of [
      'hola\u0085',
      'hola\u009b',
      'evil\u202egnp.exe',
      '\u2066hola\u2069',
      'hola\u202a',
      'hola\ud83d',
      'hola\u001b',
    ]) {
      const response = await saveExperience(a.client, 26, { description, rating: 4 });
      expect(response.status, JSON.stringify(description)).toBe(400);
      expect(response.body.error.message, JSON.stringify(description)).toBe('errors.invalidInput');
    }
    expect(await planOf(a.client, 26)).toMatchObject({
      state: 'not-started',
      completedDate: null,
      experienceDescription: null,
      rating: null,
    });
  });

  it('keeps tabs, line breaks and emoji sequences in the experience', async () => {
    const { a } = await createCoupleFixture(testApp);
    const description = 'Primero:\tcena\r\nDespués: baile 👩‍❤️‍👨';
    const saved = await saveExperience(a.client, 27, { description });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ experienceDescription: description });
  });

  it("accepts today in the user's own time zone, which may be tomorrow on the server", async () => {
    const { a } = await createCoupleFixture(testApp);
    const today = todayIn(clock, KIRITIMATI);
    const saved = await saveExperience(
      a.client,
      25,
      { experienceDate: today },
      { [TIME_ZONE_HEADER]: KIRITIMATI },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.completedDate).toBe(today);
  });

  it('is couple-scoped', async () => {
    const { owner } = await expectCoupleScoped(
      testApp,
      { method: 'PUT', path: '/api/date-plans/26/experience', body: { rating: 1 } },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect(await planOf(owner.a.client, 26)).toMatchObject({ state: 'not-started', rating: null });
  });
});
