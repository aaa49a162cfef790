import { ManualClock } from '@server/jobs/clock';
import { monthRange } from '@shared/domain/calendar-day';
import type { TEmotionMonth } from '@shared/schemas/emotions';
import type { TStats } from '@shared/schemas/stats';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import {
  AHEAD_ZONE,
  addEmotion,
  BEHIND_ZONE,
  inZone,
  plantEmotion,
  todayIn,
} from '@test/emotion-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

// Stopped where the run starts: the test's "today" and the server's are one reading.
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

interface ErrorResponse {
  error: { message: string };
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

describe('emotions: a month of the calendar', () => {
  it('serves only the caller’s couple', async () => {
    const month = monthOf(todayIn(clock, 'UTC'));
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: `/api/emotions/month?month=${month}` },
      {
        setup: (owner) => addEmotion(owner.b.client, 'feliz'),
        outsider: 'own-data',
        requiresCouple: true,
        secrets: (_owner, emotion) => [emotion.id],
      },
    );
  });

  it('groups the month by day and by partner in one response, with the total', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const today = todayIn(clock, 'UTC');
    const [first, last] = monthRange(today);
    const plant = (
      userId: string,
      emotionType: 'feliz' | 'triste' | 'amoroso',
      emotionDate: string,
    ) => plantEmotion(testApp, { coupleId: couple.id, userId, emotionType, emotionDate });
    await plant(a.user.id, 'feliz', first);
    await plant(a.user.id, 'feliz', first);
    await plant(b.user.id, 'triste', first);
    // The second day of the month, whatever today is (on the 1st, "today" would be the first).
    const second = new Date(`${first}T00:00:00Z`);
    second.setUTCDate(2);
    await plant(b.user.id, 'amoroso', second.toISOString().slice(0, 10));
    // The day before the month and the first day of the next stay out.
    const before = new Date(`${first}T00:00:00Z`);
    before.setUTCDate(0);
    await plant(a.user.id, 'triste', before.toISOString().slice(0, 10));
    const after = new Date(`${last}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    await plant(a.user.id, 'triste', after.toISOString().slice(0, 10));

    const response = await a.client.get<TEmotionMonth>(
      `/api/emotions/month?month=${monthOf(today)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(4);
    expect(response.body.today).toBe(today);
    expect(response.body.days[0]).toEqual({
      date: first,
      mine: ['feliz', 'feliz'],
      partner: ['triste'],
    });
    expect(response.body.days.flatMap((day) => day.partner)).toContain('amoroso');

    // B reads the same month with the sides swapped.
    const forB = await b.client.get<TEmotionMonth>(`/api/emotions/month?month=${monthOf(today)}`);
    expect(forB.body.days[0]).toEqual({
      date: first,
      mine: ['triste'],
      partner: ['feliz', 'feliz'],
    });

    // The stats page shows the same figure for the same month.
    const stats = await a.client.get<TStats>('/api/stats');
    expect(stats.body.emotionsThisMonth).toBe(response.body.total);
  });

  it('puts each emotion on the day its author recorded it, across time zones', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const ahead = await addEmotion(a.client, 'emocionado', AHEAD_ZONE);
    const behind = await addEmotion(b.client, 'cansado', BEHIND_ZONE);
    const months = [...new Set([monthOf(ahead.emotionDate), monthOf(behind.emotionDate)])];
    const days = [];
    for (const month of months) {
      const response = await a.client.request<TEmotionMonth>(
        'GET',
        `/api/emotions/month?month=${month}`,
        undefined,
        inZone(AHEAD_ZONE),
      );
      days.push(...response.body.days);
    }
    expect(days).toEqual(
      expect.arrayContaining([
        { date: ahead.emotionDate, mine: ['emocionado'], partner: [] },
        { date: behind.emotionDate, mine: [], partner: ['cansado'] },
      ]),
    );
  });

  it('refuses a month after the caller’s current one', async () => {
    const { a } = await createCoupleFixture(testApp);
    const [, last] = monthRange(todayIn(clock, 'UTC'));
    const next = new Date(`${last}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const response = await a.client.get<ErrorResponse>(
      `/api/emotions/month?month=${monthOf(next.toISOString())}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('emotions.futureMonth');
  });

  it.each(['2026-13', '2026-1', 'noviembre', ''])('refuses the month %j', async (month) => {
    const { a } = await createCoupleFixture(testApp);
    const response = await a.client.get<ErrorResponse>(`/api/emotions/month?month=${month}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('emotions.invalidMonth');
  });
});
