import { coupleChannel } from '@shared/realtime-events';
import type { TQuizAnswersInput, TQuizState } from '@shared/schemas/games';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

const testApp = setupTestApp();

const ANA: TQuizAnswersInput = {
  q1: 'sleepIn',
  q2: 'beach',
  q3: 'picnic',
  q4: 'time',
  q5: 'silentHug',
};
const BRUNO: TQuizAnswersInput = { ...ANA, q2: 'mountains', q5: 'talkItOut' };

interface ErrorResponse {
  error: { message: string };
}

const quizRowsOf = async (userId: string) =>
  Number(
    (
      await testApp.deps.pool.query('select count(*) from game_responses where user_id = $1', [
        userId,
      ])
    ).rows[0]?.count,
  );

describe('games: compatibility quiz', () => {
  it('serves only the caller’s couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/games/quiz' },
      {
        setup: async (owner) => {
          expect((await owner.a.client.post('/api/games/quiz', ANA)).status).toBe(201);
        },
        outsider: 'own-data',
        requiresCouple: true,
      },
    );
    const { outsider } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/games/quiz', body: BRUNO },
      { outsider: 'own-data', requiresCouple: true },
    );
    const outsiderState = await outsider.a.client.get<TQuizState>('/api/games/quiz');
    expect(outsiderState.body).toMatchObject({
      mine: { answers: BRUNO },
      hasPartnerAnswered: false,
    });
  });

  it('waits for the partner, then gives both the same score', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const first = await a.client.post<TQuizState>('/api/games/quiz', ANA);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      mine: { answers: ANA },
      hasPartnerAnswered: false,
      partner: null,
      result: null,
    });

    // B has not answered: B learns that A has, but not what A chose.
    const before = await b.client.get<TQuizState>('/api/games/quiz');
    expect(before.body).toEqual({
      round: 1,
      mine: null,
      hasPartnerAnswered: true,
      partner: null,
      result: null,
    });

    const published = nextRealtimeEvent(testApp, coupleChannel(couple.id), 'games.changed');
    const second = await b.client.post<TQuizState>('/api/games/quiz', BRUNO);
    expect(second.status).toBe(201);
    expect((await published).ids).toHaveLength(1);
    const expected = { matchedQuestions: ['q1', 'q3', 'q4'], matches: 3, score: 60, tier: 'good' };
    expect(second.body.result).toEqual(expected);
    expect(second.body.partner?.answers).toEqual(ANA);

    const forA = await a.client.get<TQuizState>('/api/games/quiz');
    expect(forA.body.result).toEqual(expected);
    expect(forA.body.partner?.answers).toEqual(BRUNO);
  });

  it('keeps a round’s answers final: nobody answers again after seeing the partner’s', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    await a.client.post('/api/games/quiz', ANA);
    await b.client.post('/api/games/quiz', BRUNO);
    // A has seen B's answers and would copy them: refused, and A's first answers stand.
    const copied = await a.client.post<ErrorResponse>('/api/games/quiz', BRUNO);
    expect(copied.status).toBe(409);
    expect(copied.body.error.message).toBe('games.quiz.alreadyAnswered');
    const state = await b.client.get<TQuizState>('/api/games/quiz');
    expect(state.body.partner?.answers).toEqual(ANA);
    expect(state.body.result).toMatchObject({ matches: 3, score: 60 });
    expect(await quizRowsOf(a.user.id)).toBe(1);
    // The same while waiting for the partner.
    const { a: alone } = await createCoupleFixture(testApp);
    await alone.client.post('/api/games/quiz', ANA);
    expect((await alone.client.post('/api/games/quiz', BRUNO)).status).toBe(409);
  });

  it('starts rounds only in the caller’s couple', async () => {
    // expectCoupleScoped wants a 2xx from another couple, which has its own unfinished round (a
    // 409): the same checks, by hand.
    const owner = await createCoupleFixture(testApp);
    await owner.a.client.post('/api/games/quiz', ANA);
    await owner.b.client.post('/api/games/quiz', BRUNO);
    const request = ['POST', '/api/games/quiz/rounds', { after: 1 }] as const;
    expect((await new TestClient(testApp).request(...request)).status).toBe(401);
    const single = await createUserFixture(testApp);
    expect((await single.client.request(...request)).body).toMatchObject({
      error: { message: 'couple.required' },
    });
    const outsider = await createCoupleFixture(testApp);
    const refused = await outsider.a.client.request<ErrorResponse>(...request);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('games.quiz.roundNotFinished');
    const ownerState = await owner.a.client.get<TQuizState>('/api/games/quiz');
    expect(ownerState.body).toMatchObject({ round: 1, result: { score: 60 } });
  });

  it('starts a new round for both, live, only once both answered the current one', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    await a.client.post('/api/games/quiz', ANA);
    const early = await a.client.post<ErrorResponse>('/api/games/quiz/rounds', { after: 1 });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('games.quiz.roundNotFinished');
    await b.client.post('/api/games/quiz', BRUNO);

    const published = nextRealtimeEvent(testApp, coupleChannel(couple.id), 'games.changed');
    // Both press "new round" at the same moment: one round starts.
    const [fromA, fromB] = await Promise.all([
      a.client.post<TQuizState>('/api/games/quiz/rounds', { after: 1 }),
      b.client.post<TQuizState>('/api/games/quiz/rounds', { after: 1 }),
    ]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    await published;
    for (const state of [fromA.body, fromB.body]) {
      expect(state).toEqual({
        round: 2,
        mine: null,
        hasPartnerAnswered: false,
        partner: null,
        result: null,
      });
    }
    const rounds = await testApp.deps.pool.query(
      'select round from quiz_rounds where couple_id = $1',
      [couple.id],
    );
    expect(rounds.rows).toEqual([{ round: 2 }]);

    // The new round is answered afresh, and again only once.
    const again = await a.client.post<TQuizState>('/api/games/quiz', {
      ...BRUNO,
      q3: 'streetFood',
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ round: 2, hasPartnerAnswered: false, result: null });
    const same = await b.client.post<TQuizState>('/api/games/quiz', { ...BRUNO, q3: 'streetFood' });
    expect(same.body.result).toMatchObject({ matches: 5, score: 100, tier: 'perfect' });
    expect((await a.client.post('/api/games/quiz', ANA)).status).toBe(409);
    expect(await quizRowsOf(a.user.id)).toBe(2);
  });

  it.each([
    ['no round', {}],
    ['a round of zero', { after: 0 }],
    ['a string', { after: '1' }],
  ])('refuses a new round with %s as a translated 400', async (_label, body) => {
    const { a } = await createCoupleFixture(testApp);
    const response = await a.client.post<ErrorResponse>('/api/games/quiz/rounds', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('errors.invalidInput');
  });

  it('gives both partners the same result when they finish at the same moment', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const [fromA, fromB] = await Promise.all([
      a.client.post<TQuizState>('/api/games/quiz', ANA),
      b.client.post<TQuizState>('/api/games/quiz', BRUNO),
    ]);
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    const [stateA, stateB] = await Promise.all([
      a.client.get<TQuizState>('/api/games/quiz'),
      b.client.get<TQuizState>('/api/games/quiz'),
    ]);
    expect(stateA.body.result).toMatchObject({ score: 60, tier: 'good' });
    expect(stateB.body.result).toEqual(stateA.body.result);
  });

  it.each([
    ['an unknown option', { ...ANA, q2: 'moon' }],
    ['an option of another question', { ...ANA, q1: 'beach' }],
    ['a missing answer', { q1: 'sleepIn', q2: 'beach', q3: 'picnic', q4: 'time' }],
    ['an extra question', { ...ANA, q6: 'beach' }],
    ['a number', { ...ANA, q4: 4 }],
    ['not an object', ['sleepIn']],
    ['null', null],
  ])('refuses %s with a translated 400 and saves nothing', async (_label, body) => {
    const { a } = await createCoupleFixture(testApp);
    const response = await a.client.request<ErrorResponse>(
      'POST',
      '/api/games/quiz',
      JSON.stringify(body),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('games.quiz.invalidAnswer');
    expect(await quizRowsOf(a.user.id)).toBe(0);
  });

  it('ignores a stored round that no longer fits the questions', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    await a.client.post('/api/games/quiz', ANA);
    await testApp.deps.pool.query(
      `insert into game_responses (couple_id, user_id, game_type, responses)
       values ($1, $2, 'compatibility_quiz', '{"q1":"old"}')`,
      [couple.id, b.user.id],
    );
    const state = await a.client.get<TQuizState>('/api/games/quiz');
    expect(state.body).toMatchObject({ hasPartnerAnswered: false, result: null });
  });
});
