import type { TCouple, TMyCoupleResponse } from '@shared/schemas/couple';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';
import { JOIN_FAILURES_MAX, JOIN_WINDOW_MINUTES } from './join-rate-limit';

type ErrorResponse = { error: { code: string; message: string; params?: Record<string, unknown> } };

const testApp = setupTestApp();

const INVALID_CODE = { error: { code: 'not_found', message: 'couple.invalidCode' } };

const couplesOf = async (userId: string) =>
  (
    await testApp.deps.pool.query<{
      id: string;
      status: string;
      user1_id: string;
      user2_id: string | null;
    }>('select id, status, user1_id, user2_id from couples where user1_id = $1 or user2_id = $1', [
      userId,
    ])
  ).rows;

describe('POST /api/couples/join: input', () => {
  it.each([[{}], [{ code: '' }], [{ code: '    ' }], [{ code: null }]])(
    'asks for a code when given %j',
    async (input) => {
      const { client } = await createUserFixture(testApp);
      const response = await client.post<ErrorResponse>('/api/couples/join', input);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('couple.enterCode');
    },
  );

  it.each([[null], [[1]], ['x'], [42]])(
    'answers a body that is not an object (%j) with 400 errors.invalidInput',
    async (input) => {
      const { client } = await createUserFixture(testApp);
      const response = await client.post<ErrorResponse>('/api/couples/join', JSON.stringify(input));
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({
        code: 'validation_failed',
        message: 'errors.invalidInput',
        field: '',
      });
    },
  );

  it.each([
    ['with a space in the middle', (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`],
    [
      'with a dash, in lower case',
      (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase(),
    ],
    ['spaced out, with a newline', (code: string) => `${[...code].join(' ')}\n`],
  ])('accepts the code pasted %s', async (_label, paste) => {
    const { couple } = await createPendingCoupleFixture(testApp);
    const { client } = await createUserFixture(testApp, { fullName: 'Bruno' });
    const response = await client.post<{ couple: TCouple }>('/api/couples/join', {
      code: paste(couple.coupleCode),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.couple).toMatchObject({ id: couple.id, status: 'active' });
  });

  it('accepts the code typed in lower case with spaces around it', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const { client, user } = await createUserFixture(testApp, { fullName: 'Bruno' });
    const response = await client.post<{ couple: TCouple }>('/api/couples/join', {
      code: `  ${couple.coupleCode.toLowerCase()} `,
    });
    expect(response.status).toBe(200);
    expect(response.body.couple).toMatchObject({
      id: couple.id,
      status: 'active',
      isCreator: false,
    });
    const [row] = await couplesOf(a.user.id);
    expect(row).toMatchObject({ status: 'active', user1_id: a.user.id, user2_id: user.id });
  });
});

describe('POST /api/couples/join: codes that do not work all look the same', () => {
  it.each([
    ['an unknown code', 'ZZZZZZZZ'],
    ['a too short code', 'ABC'],
    ['a too long code', 'ABCDEFGHJK'],
    ['a code outside the alphabet', 'ABCDEFG0'],
    ['a code with symbols', 'ABCD-EFG'],
  ])('answers %s with 404 couple.invalidCode', async (_label, code) => {
    const { client } = await createUserFixture(testApp);
    const response = await client.post('/api/couples/join', { code });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(INVALID_CODE);
  });

  it('answers an already used code the same way', async () => {
    const { couple } = await createCoupleFixture(testApp);
    const { client, user } = await createUserFixture(testApp);
    const response = await client.post('/api/couples/join', { code: couple.coupleCode });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(INVALID_CODE);
    expect(await couplesOf(user.id)).toEqual([]);
  });

  it("answers the caller's own code the same way, and keeps it pending", async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const response = await a.client.post('/api/couples/join', { code: couple.coupleCode });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(INVALID_CODE);
    expect(await couplesOf(a.user.id)).toMatchObject([{ id: couple.id, status: 'pending' }]);
  });
});

describe('POST /api/couples/join: who may join', () => {
  it('refuses a caller who is already in an active couple with 409', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const { couple: other } = await createPendingCoupleFixture(testApp);
    for (const { client } of [a, b]) {
      const response = await client.post<ErrorResponse>('/api/couples/join', {
        code: other.coupleCode,
      });
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe('couple.alreadyConnected');
    }
    expect(await couplesOf(a.user.id)).toHaveLength(1);
    const untouched = await testApp.deps.pool.query('select status from couples where id = $1', [
      other.id,
    ]);
    expect(untouched.rows[0]?.status).toBe('pending');
  });

  it('replaces the pending code of a caller who joins someone else instead', async () => {
    const { a: joiner, couple: ownPending } = await createPendingCoupleFixture(testApp);
    const { a: creator, couple: target } = await createPendingCoupleFixture(testApp);
    const response = await joiner.client.post<{ couple: TCouple }>('/api/couples/join', {
      code: target.coupleCode,
    });
    expect(response.status).toBe(200);
    expect(await couplesOf(joiner.user.id)).toEqual([
      { id: target.id, status: 'active', user1_id: creator.user.id, user2_id: joiner.user.id },
    ]);
    const gone = await testApp.deps.pool.query('select 1 from couples where id = $1', [
      ownPending.id,
    ]);
    expect(gone.rowCount).toBe(0);
  });
});

describe('POST /api/couples/join: at the same instant', () => {
  it('lets exactly one of two people join one code', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const first = await createUserFixture(testApp, { fullName: 'Uno' });
    const second = await createUserFixture(testApp, { fullName: 'Dos' });
    const responses = await Promise.all(
      [first, second].map(({ client }) =>
        client.post('/api/couples/join', { code: couple.coupleCode }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 404]);
    const loser = responses[0]?.status === 404 ? first : second;
    const winner = loser === first ? second : first;
    expect(responses.find((r) => r.status === 404)?.body).toEqual(INVALID_CODE);
    expect(await couplesOf(a.user.id)).toEqual([
      { id: couple.id, status: 'active', user1_id: a.user.id, user2_id: winner.user.id },
    ]);
    const loserView = await loser.client.get<TMyCoupleResponse>('/api/couples/me');
    expect(loserView.body.couple).toBeNull();
  });

  it('keeps one user in one couple when they create and join concurrently', async () => {
    for (let round = 0; round < 4; round++) {
      const { couple: target } = await createPendingCoupleFixture(testApp);
      const { client, user } = await createUserFixture(testApp);
      const [created, joined] = await Promise.all([
        client.post('/api/couples', { relationshipStartDate: '2022-01-01' }),
        client.post('/api/couples/join', { code: target.coupleCode }),
      ]);
      // Either order is fine: create-then-join (the pending code is replaced) or join-then-create.
      expect(joined.status).toBe(200);
      expect([201, 409]).toContain(created.status);
      expect(await couplesOf(user.id)).toMatchObject([
        { id: target.id, status: 'active', user2_id: user.id },
      ]);
    }
  });

  it('keeps both in one couple when two pending creators join each other at once', async () => {
    const { a: left, couple: leftCouple } = await createPendingCoupleFixture(testApp);
    const { a: right, couple: rightCouple } = await createPendingCoupleFixture(testApp);
    const responses = await Promise.all([
      left.client.post('/api/couples/join', { code: rightCouple.coupleCode }),
      right.client.post('/api/couples/join', { code: leftCouple.coupleCode }),
    ]);
    const statuses = responses.map((r) => r.status).sort();
    // The loser either finds itself already connected, or its own code gone (used by the winner).
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const leftCouples = await couplesOf(left.user.id);
    expect(leftCouples).toHaveLength(1);
    expect(leftCouples[0]?.status).toBe('active');
    expect(await couplesOf(right.user.id)).toEqual(leftCouples);
  });
});

describe('POST /api/couples/join: guessing codes', () => {
  it(`refuses a user after ${JOIN_FAILURES_MAX} failures in ${JOIN_WINDOW_MINUTES} minutes`, async () => {
    const { couple } = await createPendingCoupleFixture(testApp);
    const guesser = await createUserFixture(testApp);
    for (let i = 0; i < JOIN_FAILURES_MAX; i++) {
      const miss = await guesser.client.post('/api/couples/join', {
        code: `ZZZZZZ${'23456789'[i % 8]}${i % 2 ? 'A' : 'B'}`,
      });
      expect(miss.status).toBe(404);
    }
    // Even the right code is refused now, so the limit cannot be walked around.
    const limited = await guesser.client.post<ErrorResponse>('/api/couples/join', {
      code: couple.coupleCode,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: 'rate_limited',
      message: 'couple.tooManyAttempts',
      params: { minutes: JOIN_WINDOW_MINUTES },
    });
    const stored = await testApp.deps.pool.query(
      'select count(*)::int as n from couple_join_attempts where user_id = $1',
      [guesser.user.id],
    );
    expect(stored.rows[0]?.n).toBe(JOIN_FAILURES_MAX);

    // Someone else is not affected.
    const other = await createUserFixture(testApp);
    expect((await other.client.post('/api/couples/join', { code: 'ZZZZZZZZ' })).status).toBe(404);

    // Once the window has passed, the guesser may try again.
    await testApp.deps.pool.query(
      `update couple_join_attempts set created_at = created_at - interval '${JOIN_WINDOW_MINUTES - 1} minutes 30 seconds' where user_id = $1`,
      [guesser.user.id],
    );
    const almost = await guesser.client.post<ErrorResponse>('/api/couples/join', {
      code: couple.coupleCode,
    });
    expect(almost.status).toBe(429);
    expect(almost.body.error.params).toEqual({ minutes: 1 });
    await testApp.deps.pool.query(
      `update couple_join_attempts set created_at = created_at - interval '1 minute' where user_id = $1`,
      [guesser.user.id],
    );
    const joined = await guesser.client.post('/api/couples/join', { code: couple.coupleCode });
    expect(joined.status).toBe(200);
  });

  it('does not count a successful join', async () => {
    const { couple } = await createPendingCoupleFixture(testApp);
    const { client, user } = await createUserFixture(testApp);
    expect((await client.post('/api/couples/join', { code: couple.coupleCode })).status).toBe(200);
    const stored = await testApp.deps.pool.query(
      'select 1 from couple_join_attempts where user_id = $1',
      [user.id],
    );
    expect(stored.rowCount).toBe(0);
  });
});
