import { PUSH_REMINDERS_JOB } from '@server/features/notifications/notifications.service';
import { ManualClock } from '@server/jobs/clock';
import { DAILY_QUESTIONS } from '@shared/content/daily-questions/catalog';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { coupleChannel } from '@shared/realtime-events';
import type {
  TDailyQuestionDay,
  TDailyQuestionHistory,
  TDailyQuestionToday,
} from '@shared/schemas/daily-questions';
import type { TStats } from '@shared/schemas/stats';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { realtimeEventsOn } from '@test/realtime-fixtures';
import { openRealtimeStream, serveTestApp } from '@test/sse-client';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
const testApp = setupTestApp({}, { clock });
const DAY_MS = 24 * 60 * 60 * 1000;
const MADRID = { [TIME_ZONE_HEADER]: 'Europe/Madrid' };

const today = (client: TestClient, headers: Record<string, string> = MADRID) =>
  client.request<TDailyQuestionToday>('GET', '/api/daily-questions/today', undefined, headers);

const answer = (
  client: TestClient,
  dayId: string,
  text: string,
  headers: Record<string, string> = MADRID,
) =>
  client.request<TDailyQuestionDay & { error?: { message: string } }>(
    'PUT',
    `/api/daily-questions/${dayId}/answer`,
    { answer: text },
    headers,
  );

const history = (client: TestClient, query = '') =>
  client.request<TDailyQuestionHistory>(
    'GET',
    `/api/daily-questions/history${query}`,
    undefined,
    MADRID,
  );

async function todayId(couple: CoupleFixture) {
  const response = await today(couple.a.client);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.day.id;
}

describe('daily question: access', () => {
  it('serves only the caller’s couple', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/daily-questions/today' },
      { outsider: 'own-data', requiresCouple: true },
    );
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/daily-questions/history' },
      {
        setup: async (owner) => {
          const id = await todayId(owner);
          await answer(owner.a.client, id, 'Secreto de Ana en el historial');
        },
        outsider: 'own-data',
        requiresCouple: true,
        secrets: () => ['Secreto de Ana en el historial'],
      },
    );
    await expectCoupleScoped(
      testApp,
      (_owner, id: string) => ({
        method: 'PUT',
        path: `/api/daily-questions/${id}/answer`,
        body: { answer: 'Intruso' },
      }),
      { setup: todayId, outsider: 'not-found', requiresCouple: true },
    );
  });
});

describe('daily question: the reveal', () => {
  it('never gives the partner’s answer to someone who has not answered, then shows both', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const { a, b } = couple;
    const aToday = await today(a.client);
    const bToday = await today(b.client);
    // Same couple, same date: the same question, stored once.
    expect(bToday.body.day).toMatchObject({
      id: aToday.body.day.id,
      questionId: aToday.body.day.questionId,
      date: '2026-03-10',
    });

    const secret = 'Cuando bailamos en la cocina 💃';
    const live = realtimeEventsOn(testApp, coupleChannel(couple.couple.id));
    const answered = await answer(a.client, aToday.body.day.id, `  ${secret}  `);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({
      mine: { answer: secret },
      hasPartnerAnswered: false,
      partner: null,
      canEdit: true,
    });

    // B: knows A answered, not what. Not today, not in the history, not in the live event.
    const before = await today(b.client);
    expect(before.body.day).toMatchObject({ mine: null, hasPartnerAnswered: true, partner: null });
    expect(JSON.stringify(before.body)).not.toContain('cocina');
    clock.advance(DAY_MS);
    const past = await history(b.client);
    expect(past.body.days[0]).toMatchObject({ id: aToday.body.day.id, partner: null });
    expect(JSON.stringify(past.body)).not.toContain('cocina');
    clock.advance(-DAY_MS);
    await expect.poll(() => live.events.length).toBeGreaterThan(0);
    expect(live.events[0]).toEqual({ type: 'daily-questions.changed', ids: [aToday.body.day.id] });
    expect(JSON.stringify(live.events)).not.toContain('cocina');

    // B answers: both see both, and the event reaches both screens.
    const count = live.events.length;
    const revealed = await answer(b.client, bToday.body.day.id, 'El viaje a Oporto');
    expect(revealed.status).toBe(200);
    expect(revealed.body).toMatchObject({
      mine: { answer: 'El viaje a Oporto' },
      partner: { answer: secret },
      canEdit: false,
    });
    await expect.poll(() => live.events.length).toBeGreaterThan(count);
    const seenByA = await today(a.client);
    expect(seenByA.body.day).toMatchObject({
      mine: { answer: secret },
      partner: { answer: 'El viaje a Oporto' },
      canEdit: false,
    });
    live.stop();
  });

  it('tells the partner by push that they answered, never what', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const { a, b } = await createCoupleFixture(testApp);
    // A subscribed browser for B, so the push is queued (the sender is tested in notifications).
    await testApp.deps.pool.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`,
      [b.user.id, `https://push.example/${b.user.id}`],
    );
    const id = await todayId({ a, b } as CoupleFixture);
    await answer(a.client, id, 'Mi respuesta secreta');
    await answer(a.client, id, 'Mi respuesta secreta, editada');
    const { rows } = await testApp.deps.pool.query(
      'select kind, params from push_outbox where user_id = $1',
      [b.user.id],
    );
    // One push for the first answer, none for the edit.
    expect(rows).toEqual([{ kind: 'dailyAnswer', params: { both: 0, name: 'Ana' } }]);
    expect(JSON.stringify(rows)).not.toContain('secreta');

    // Its own switch: B turns it off in Notificaciones, and A's next answer pushes nothing.
    const settings = await b.client.put('/api/notifications', {
      disabledKinds: ['dailyAnswer'],
      quietStart: '22:00',
      quietEnd: '08:00',
      timeZone: 'Europe/Madrid',
      language: 'es',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    clock.advance(DAY_MS);
    await answer(a.client, await todayId({ a, b } as CoupleFixture), 'Otra');
    const after = await testApp.deps.pool.query('select 1 from push_outbox where user_id = $1', [
      b.user.id,
    ]);
    expect(after.rowCount).toBe(1);
  });
});

describe('daily question: editing', () => {
  it('lets an answer change until the partner answers, then keeps it', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const id = await todayId(couple);
    await answer(couple.a.client, id, 'Primera idea');
    const edited = await answer(couple.a.client, id, 'Mejor esta');
    expect(edited.body).toMatchObject({ mine: { answer: 'Mejor esta' }, canEdit: true });
    await answer(couple.b.client, id, 'La de Bruno');
    for (const client of [couple.a.client, couple.b.client]) {
      const late = await answer(client, id, 'Otra cosa');
      expect(late.status).toBe(409);
      expect(late.body.error?.message).toBe('dailyQuestion.answerLocked');
    }
    const seen = await today(couple.b.client);
    expect(seen.body.day.partner?.answer).toBe('Mejor esta');
  });

  it('decides an edit racing the partner’s first answer one way, never both', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    for (let round = 0; round < 5; round++) {
      const couple = await createCoupleFixture(testApp);
      const id = await todayId(couple);
      await answer(couple.a.client, id, 'Antes');
      const [edit, first] = await Promise.all([
        answer(couple.a.client, id, 'Después'),
        answer(couple.b.client, id, 'Bruno'),
      ]);
      expect(first.status).toBe(200);
      const { rows } = await testApp.deps.pool.query<{ answer: string; user_id: string }>(
        'select answer, user_id from daily_question_answers where daily_question_id = $1',
        [id],
      );
      const aStored = rows.find((row) => row.user_id === couple.a.user.id)?.answer;
      if (edit.status === 200) {
        // The edit came first: B's answer, after it, reveals the edited words.
        expect(aStored).toBe('Después');
        expect(first.body.partner?.answer).toBe('Después');
      } else {
        expect(edit.status).toBe(409);
        expect(aStored).toBe('Antes');
        expect(first.body.partner?.answer).toBe('Antes');
      }
    }
  });

  it('refuses answers outside the text rules with a translated message', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const id = await todayId(couple);
    const cases: [unknown, string][] = [
      ['   ', 'dailyQuestion.answerRequired'],
      ['\u200b\u200b', 'dailyQuestion.answerRequired'],
      ['a'.repeat(1001), 'dailyQuestion.answerTooLong'],
      ['hola\u0000', 'dailyQuestion.answerInvalid'],
      ['al\u202erevés', 'dailyQuestion.answerInvalid'],
      [42, 'dailyQuestion.answerRequired'],
    ];
    for (const [value, message] of cases) {
      const response = await couple.a.client.request<{ error: { message: string } }>(
        'PUT',
        `/api/daily-questions/${id}/answer`,
        { answer: value },
      );
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    const paragraphs = await answer(couple.a.client, id, 'Uno\nDos');
    expect(paragraphs.body.mine?.answer).toBe('Uno\nDos');
    const unknown = await answer(couple.a.client, 'no-es-un-id', 'Hola');
    expect(unknown.status).toBe(404);
  });
});

describe('daily question: the day at the date line', () => {
  it('gives both partners the same question for the same date, each on their own day', async () => {
    // 10:30 UTC: already 00:30 on the 11th at UTC+14, still 23:30 on the 9th at UTC-11.
    clock.set(new Date('2026-03-10T10:30:00Z'));
    const kiritimati = { [TIME_ZONE_HEADER]: 'Pacific/Kiritimati' };
    const pagoPago = { [TIME_ZONE_HEADER]: 'Pacific/Pago_Pago' };
    const { a, b } = await createCoupleFixture(testApp);
    const ahead = await today(a.client, kiritimati);
    const behind = await today(b.client, pagoPago);
    expect(ahead.body.day.date).toBe('2026-03-11');
    expect(behind.body.day.date).toBe('2026-03-09');
    expect(behind.body.day.questionId).not.toBe(ahead.body.day.questionId);
    await answer(a.client, ahead.body.day.id, 'Desde el futuro', kiritimati);
    // The 11th has not begun for B: not theirs to answer yet.
    const early = await answer(b.client, ahead.body.day.id, 'Todavía no', pagoPago);
    expect(early.status).toBe(400);
    expect(early.body.error?.message).toBe('dailyQuestion.notYet');

    // 25 hours later (11:30 UTC on the 11th) B's 11th begins: A's question, A's answer hidden.
    clock.advance(25 * 60 * 60 * 1000);
    const later = await today(b.client, pagoPago);
    expect(later.body.day).toMatchObject({
      id: ahead.body.day.id,
      date: '2026-03-11',
      questionId: ahead.body.day.questionId,
      hasPartnerAnswered: true,
      partner: null,
    });
    const both = await answer(b.client, later.body.day.id, 'Desde el pasado', pagoPago);
    expect(both.body.partner?.answer).toBe('Desde el futuro');
  });
});

describe('daily question: history, streak and stats', () => {
  it('pages past days newest first, never repeats a question, and counts days together', async () => {
    clock.set(new Date('2026-05-01T12:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const asked: number[] = [];
    // 24 days: both answer every day but the 20th (forgiven: one missed day in a week).
    for (let day = 1; day <= 24; day++) {
      const { body } = await today(couple.a.client);
      asked.push(body.day.questionId);
      await answer(couple.a.client, body.day.id, `Ana, día ${day}`);
      if (day !== 20) await answer(couple.b.client, body.day.id, `Bruno, día ${day}`);
      clock.advance(DAY_MS);
    }
    expect(new Set(asked).size).toBe(Math.min(asked.length, DAILY_QUESTIONS.length));

    const first = await history(couple.a.client);
    expect(first.body.days).toHaveLength(20);
    expect(first.body.days[0]).toMatchObject({
      date: '2026-05-24',
      mine: { answer: 'Ana, día 24' },
      partner: { answer: 'Bruno, día 24' },
    });
    expect(first.body.days[4]).toMatchObject({ date: '2026-05-20', partner: null });
    expect(first.body.nextBefore).toBe('2026-05-05');
    const second = await history(couple.a.client, `?before=${first.body.nextBefore}`);
    expect(second.body.days.map((day) => day.date)).toEqual([
      '2026-05-04',
      '2026-05-03',
      '2026-05-02',
      '2026-05-01',
    ]);
    expect(second.body.nextBefore).toBeNull();
    expect((await history(couple.a.client, '?before=ayer')).status).toBe(400);

    // Today (the 25th) still open, the 20th missed: 23 days answered together.
    const { body } = await today(couple.b.client);
    expect(body.streak).toBe(23);
    const stats = await couple.a.client.request<TStats>('GET', '/api/stats', undefined, MADRID);
    expect(stats.body.questionsAnsweredTogether).toBe(23);
  });
});

describe('daily question: the morning push', () => {
  async function subscribedInMadrid(userId: string) {
    await testApp.deps.pool.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`,
      [userId, `https://push.example/${userId}`],
    );
    await testApp.deps.pool.query(
      `insert into notification_settings (user_id, time_zone) values ($1, 'Europe/Madrid')`,
      [userId],
    );
  }
  const pushesOf = async (userId: string) =>
    (
      await testApp.deps.pool.query<{ kind: string; params: Record<string, unknown> }>(
        'select kind, params from push_outbox where user_id = $1 order by created_at',
        [userId],
      )
    ).rows;

  it('brings the question of the day in the morning, when nothing else does', async () => {
    // 07:30 UTC is 08:30 in Madrid: the quiet hours (22:00-08:00) just ended.
    clock.set(new Date('2027-01-04T07:30:00Z'));
    const quiet = await createCoupleFixture(testApp);
    const busy = await createCoupleFixture(testApp);
    await subscribedInMadrid(quiet.a.user.id);
    await subscribedInMadrid(busy.a.user.id);
    const event = await busy.a.client.post('/api/events', {
      title: 'Cena en casa de mamá',
      eventDate: '2027-01-05',
      eventType: 'plan',
    });
    expect(event.status).toBe(201);

    expect(await testApp.deps.jobs.runDue(PUSH_REMINDERS_JOB)).toBe(true);
    const { body } = await today(quiet.a.client);
    expect(await pushesOf(quiet.a.user.id)).toEqual([
      { kind: 'dailyQuestion', params: { questionId: body.day.questionId } },
    ]);
    // The partner asking later gets the very question the push announced.
    expect((await today(quiet.b.client)).body.day.questionId).toBe(body.day.questionId);
    expect((await pushesOf(busy.a.user.id)).map((push) => push.kind)).toEqual(['eventTomorrow']);

    // Answered by then: the next morning scan of that day adds nothing.
    await answer(quiet.a.client, body.day.id, 'Ya respondida');
    clock.advance(20 * 60_000);
    expect(await testApp.deps.jobs.runDue(PUSH_REMINDERS_JOB)).toBe(true);
    expect(await pushesOf(quiet.a.user.id)).toHaveLength(1);
  });
});

describe('daily question: the realtime stream', () => {
  it('tells the partner’s open stream which day changed, never the words', async () => {
    clock.set(new Date('2027-03-01T12:00:00Z'));
    const server = await serveTestApp(testApp);
    const couple = await createCoupleFixture(testApp);
    const stream = await openRealtimeStream(server.origin, couple.b.client.cookieHeader);
    try {
      await stream.next((frame) => frame.event === 'ready');
      const id = await todayId(couple);
      await answer(couple.a.client, id, 'Palabras que solo verá quien responda');
      const frame = await stream.next((next) => next.event === 'invalidate');
      expect(JSON.parse(frame.data)).toEqual({ type: 'daily-questions.changed', ids: [id] });
      expect(frame.data).not.toContain('Palabras');
    } finally {
      await stream.close();
      await server.close();
    }
  });
});
