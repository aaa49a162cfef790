import { ManualClock } from '@server/jobs/clock';
import { daysBetween, monthRange, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { shiftMonth } from '@shared/domain/calendar-month';
import { daysTogether } from '@shared/domain/days-together';
import { MS_PER_DAY } from '@shared/domain/time';
import type { TBucketItem } from '@shared/schemas/bucket-list';
import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import type { TEvent } from '@shared/schemas/events';
import type { TStats } from '@shared/schemas/stats';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture, DEFAULT_START_DATE } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { todayIn } from '@test/today';
import { beforeAll, describe, expect, it } from 'vitest';

// Stopped where the run starts: the test's "today" and the server's are one reading, whatever
// the hour (a run crossing midnight included).
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

// UTC+14 and UTC-11: whatever the hour, these two zones are on different calendar days.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

const sql = (text: string, values: unknown[] = []) => testApp.deps.pool.query(text, values);

const statsIn = async (client: TestClient, zone: string) => {
  const response = await client.request<TStats>('GET', '/api/stats', undefined, {
    [TIME_ZONE_HEADER]: zone,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

async function addEvent(client: TestClient, eventDate: string) {
  const response = await client.post<TEvent>('/api/events', { title: 'Cita', eventDate });
  expect(response.status).toBe(201);
}

async function insertEmotion(coupleId: string, userId: string, emotionDate: string) {
  await sql(
    `insert into emotions (couple_id, user_id, emotion_type, emotion_date) values ($1, $2, 'feliz', $3)`,
    [coupleId, userId, emotionDate],
  );
}

// The 100 plans are seeded with the database; each completion takes the next one.
let nextPlanNumber = 1;
async function insertPlanCompletion(coupleId: string, state: 'completed' | 'in-progress') {
  const plan = await sql('select id from couple_date_plans where plan_number = $1', [
    nextPlanNumber++,
  ]);
  await sql(
    `insert into couple_date_completions (couple_id, plan_id, completed, in_progress, completed_date)
     values ($1, $2, $3, $4, $5)`,
    [
      coupleId,
      plan.rows[0].id,
      state === 'completed',
      state === 'in-progress',
      state === 'completed' ? '2025-06-01' : null,
    ],
  );
}

describe('GET /api/stats', () => {
  it('answers only with the caller’s own couple’s numbers', async () => {
    const { response } = await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/stats' },
      {
        outsider: 'own-data',
        requiresCouple: true,
        setup: async (owner) => {
          await addEvent(owner.a.client, '2999-01-01');
          const goal = await owner.a.client.post('/api/bucket-list', { title: 'Meta de otros' });
          expect(goal.status).toBe(201);
        },
      },
    );
    expect(response.body).toMatchObject({
      upcomingEvents: 0,
      totalGoals: 0,
      questionsAnsweredTogether: 0,
      memoriesCount: 0,
    });
  });

  it('is all zeros and no next event for a new couple', async () => {
    const { a } = await createCoupleFixture(testApp);
    const today = todayIn(clock, 'UTC');
    expect(await statsIn(a.client, 'UTC')).toEqual({
      daysTogether: daysTogether(DEFAULT_START_DATE, today),
      plansCompleted: 0,
      emotionsThisMonth: 0,
      daysUntilNextEvent: null,
      memoriesCount: 0,
      completedGoals: 0,
      upcomingEvents: 0,
      totalGoals: 0,
      questionsAnsweredTogether: 0,
    });
  });

  describe('with a couple’s data, each partner in their own time zone', () => {
    let couple: CoupleFixture;
    let eastToday: string;
    beforeAll(async () => {
      couple = await createCoupleFixture(testApp);
      const { a, b } = couple;
      const id = couple.couple.id;
      eastToday = todayIn(clock, EAST);
      // Events: one yesterday (east), one on the east's today, two later.
      for (const date of [addDays(eastToday, -1), eastToday, addDays(eastToday, 3)]) {
        await addEvent(a.client, date);
      }
      await addEvent(b.client, addDays(eastToday, 40));
      // Goals: three, one completed.
      const goals: TBucketItem[] = [];
      for (const title of ['París', 'Roma', 'Tokio']) {
        goals.push((await a.client.post<TBucketItem>('/api/bucket-list', { title })).body);
      }
      await b.client.put(`/api/bucket-list/${goals[1]?.id}/completed`, { completed: true });
      // Memories: two, one without a date.
      await sql(
        `insert into memories (couple_id, title, memory_date, created_by)
         values ($1, 'Playa', '2025-08-01', $2), ($1, 'Sin fecha', null, $3)`,
        [id, a.user.id, b.user.id],
      );
      // Plans: two completed, one in progress.
      await insertPlanCompletion(id, 'completed');
      await insertPlanCompletion(id, 'completed');
      await insertPlanCompletion(id, 'in-progress');
      // Emotions of both partners this month (in each zone), and some outside it.
      for (const zone of [EAST, WEST]) {
        const today = todayIn(clock, zone);
        await insertEmotion(id, a.user.id, today);
        await insertEmotion(id, b.user.id, monthRange(today)[0]);
      }
      const month = todayIn(clock, EAST).slice(0, 7);
      await insertEmotion(id, a.user.id, `${shiftMonth(month, -2)}-28`);
      await insertEmotion(id, b.user.id, `${shiftMonth(month, 2)}-01`);
      // The daily question: today's answered by both (counted), none other.
      const question = await a.client.request<TDailyQuestionToday>(
        'GET',
        '/api/daily-questions/today',
        undefined,
        { [TIME_ZONE_HEADER]: EAST },
      );
      for (const client of [a.client, b.client]) {
        const answered = await client.request(
          'PUT',
          `/api/daily-questions/${question.body.day.id}/answer`,
          { answer: 'Contigo' },
          { [TIME_ZONE_HEADER]: EAST },
        );
        expect(answered.status).toBe(200);
      }
    });

    /** What each screen shows, counted from the lists the screens load, in `zone`. */
    async function screensIn(client: TestClient, zone: string) {
      const today = todayIn(clock, zone);
      const events = (await client.get<TEvent[]>('/api/events')).body;
      const goals = (await client.get<TBucketItem[]>('/api/bucket-list')).body;
      const upcoming = events.filter((event) => event.eventDate >= today);
      const [monthStart, monthEnd] = monthRange(today);
      const emotions = await sql(
        `select count(*) from emotions where couple_id = $1 and emotion_date between $2 and $3`,
        [couple.couple.id, monthStart, monthEnd],
      );
      return {
        daysTogether: daysTogether(DEFAULT_START_DATE, today),
        plansCompleted: 2,
        emotionsThisMonth: Number(emotions.rows[0].count),
        daysUntilNextEvent: upcoming[0] ? daysBetween(today, upcoming[0].eventDate) : null,
        memoriesCount: 2,
        completedGoals: goals.filter((goal) => goal.completed).length,
        upcomingEvents: upcoming.length,
        totalGoals: goals.length,
        // The history's days both answered, and today's if both did.
        questionsAnsweredTogether: 1,
      };
    }

    it('counts each number as its screen does, in the caller’s zone', async () => {
      const east = await statsIn(couple.a.client, EAST);
      expect(east).toEqual(await screensIn(couple.a.client, EAST));
      // An event today counts as upcoming and is 0 days away.
      expect(east).toMatchObject({
        daysUntilNextEvent: 0,
        upcomingEvents: 3,
        completedGoals: 1,
        totalGoals: 3,
      });
      expect(east.emotionsThisMonth).toBeGreaterThanOrEqual(2);
    });

    it('gives the partner in the other zone their own today', async () => {
      const west = await statsIn(couple.b.client, WEST);
      expect(west).toEqual(await screensIn(couple.b.client, WEST));
      const westToday = todayIn(clock, WEST);
      // The east's "yesterday" event may be the west's today or still ahead.
      expect(west.daysUntilNextEvent).toBe(daysBetween(westToday, addDays(eastToday, -1)));
      expect(west.upcomingEvents).toBe(4);
    });

    it('follows changes: completing a goal and adding an event move the numbers', async () => {
      const before = await statsIn(couple.a.client, EAST);
      const goals = (await couple.a.client.get<TBucketItem[]>('/api/bucket-list')).body;
      const pending = goals.find((goal) => !goal.completed);
      await couple.a.client.put(`/api/bucket-list/${pending?.id}/completed`, { completed: true });
      await addEvent(couple.b.client, addDays(eastToday, 1));
      const after = await statsIn(couple.a.client, EAST);
      expect(after.completedGoals).toBe(before.completedGoals + 1);
      expect(after.upcomingEvents).toBe(before.upcomingEvents + 1);
      expect(after.totalGoals).toBe(before.totalGoals);
    });
  });
});
