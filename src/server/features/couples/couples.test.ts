import { ManualClock } from '@server/jobs/clock';
import { COUPLE_CODE_ALPHABET } from '@shared/constants';
import { FURTHEST_AHEAD_ZONE } from '@shared/domain/calendar-day';
import type { TCreateCoupleResponse, TMyCoupleResponse } from '@shared/schemas/couple';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import { todayIn } from '@test/today';
import { describe, expect, it } from 'vitest';
import { generateCoupleCode, withFreeCoupleCode } from './couple-code';
import { insertPendingCouple } from './couples.repository';

type ErrorResponse = { error: { code: string; message: string } };

// Stopped where the run starts: the test's "today" and the server's are one reading.
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

/** The latest day anyone is living now (UTC+14's today), `days` from it. */
const latestDayPlus = (days: number) => {
  const day = new Date(`${todayIn(clock, FURTHEST_AHEAD_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
const CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;

describe('authentication', () => {
  it.each([
    ['GET', '/api/couples/me'],
    ['POST', '/api/couples'],
    ['POST', '/api/couples/join'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const response = await new TestClient(testApp).request<ErrorResponse>(method, path, body);
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('errors.unauthorized');
  });
});

describe('GET /api/couples/me', () => {
  it('is null for someone without a couple', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.get<TMyCoupleResponse>('/api/couples/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ couple: null });
  });

  it('shows the pending couple to its creator', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const response = await a.client.get<TMyCoupleResponse>('/api/couples/me');
    expect(response.body.couple).toEqual(couple);
    expect(couple).toMatchObject({ status: 'pending', isCreator: true });
  });

  it('shows the active couple to both partners, each with their own role', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const seenByA = await a.client.get<TMyCoupleResponse>('/api/couples/me');
    const seenByB = await b.client.get<TMyCoupleResponse>('/api/couples/me');
    expect(seenByA.body.couple).toMatchObject({ id: couple.id, status: 'active', isCreator: true });
    expect(seenByB.body.couple).toMatchObject({
      id: couple.id,
      status: 'active',
      isCreator: false,
    });
  });

  it('never shows another couple', async () => {
    const { response } = await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/couples/me' },
      {
        outsider: 'own-data',
      },
    );
    expect(response.body).toMatchObject({ couple: { status: 'active' } });
  });
});

describe('POST /api/couples', () => {
  it.each([
    [{}, 'couple.selectDate'],
    [{ relationshipStartDate: '' }, 'couple.selectDate'],
    [{ relationshipStartDate: '   ' }, 'couple.selectDate'],
    [{ relationshipStartDate: 42 }, 'couple.selectDate'],
    [{ relationshipStartDate: '14/02/2024' }, 'validation.dateFormat'],
    [{ relationshipStartDate: '2024-02-30' }, 'validation.dateFormat'],
    [{ relationshipStartDate: latestDayPlus(1) }, 'couple.dateInFuture'],
    [{ relationshipStartDate: '2999-12-31' }, 'couple.dateInFuture'],
    // Years PostgreSQL cannot store (there is no year 0) or nobody means: the schema stops them.
    [{ relationshipStartDate: '0000-01-01' }, 'validation.dateFormat'],
    [{ relationshipStartDate: '1899-12-31' }, 'validation.dateFormat'],
    [{ relationshipStartDate: '9999-12-31' }, 'validation.dateFormat'],
  ])('refuses %j with 400 %s', async (input, message) => {
    const { client, user } = await createUserFixture(testApp);
    const response = await client.post<ErrorResponse>('/api/couples', input);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    const rows = await testApp.deps.pool.query('select 1 from couples where user1_id = $1', [
      user.id,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('answers malformed JSON with a 400', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.request<ErrorResponse>('POST', '/api/couples', '{nope');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('errors.invalidJson');
  });

  it('accepts the today of the zone furthest ahead, which may be tomorrow where the server is', async () => {
    const { client } = await createUserFixture(testApp);
    const response = await client.post('/api/couples', { relationshipStartDate: latestDayPlus(0) });
    expect(response.status).toBe(201);
  });

  it('creates a pending couple with a server-made code', async () => {
    const { client, user } = await createUserFixture(testApp);
    const response = await client.post<TCreateCoupleResponse>('/api/couples', {
      relationshipStartDate: ' 2023-06-01 ',
      coupleCode: 'AAAAAAAA',
    });
    expect(response.status).toBe(201);
    const { couple, existing } = response.body;
    expect(existing).toBe(false);
    expect(couple).toMatchObject({
      status: 'pending',
      relationshipStartDate: '2023-06-01',
      isCreator: true,
    });
    expect(couple.coupleCode).toMatch(CODE_PATTERN);
    expect(couple.coupleCode).not.toBe('AAAAAAAA');
    expect(Number.isNaN(Date.parse(couple.createdAt))).toBe(false);
    const row = await testApp.deps.pool.query('select * from couples where id = $1', [couple.id]);
    expect(row.rows[0]).toMatchObject({ user1_id: user.id, user2_id: null, status: 'pending' });
  });

  it('gives a caller with a pending code that same code back, without a second couple', async () => {
    const { a, couple } = await createPendingCoupleFixture(testApp);
    const again = await a.client.post<TCreateCoupleResponse>('/api/couples', {
      relationshipStartDate: '2020-01-01',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ couple, existing: true });
    const count = await testApp.deps.pool.query(
      'select count(*)::int as n from couples where user1_id = $1',
      [a.user.id],
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses both partners of an active couple with 409', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    for (const { client } of [a, b]) {
      const response = await client.post<ErrorResponse>('/api/couples', {
        relationshipStartDate: '2020-01-01',
      });
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe('couple.alreadyConnected');
    }
  });

  it('makes only one couple when one user creates twice at the same instant', async () => {
    const { client, user } = await createUserFixture(testApp);
    const body = { relationshipStartDate: '2022-02-02' };
    const responses = await Promise.all([
      client.post('/api/couples', body),
      client.post('/api/couples', body),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const count = await testApp.deps.pool.query(
      'select count(*)::int as n from couples where user1_id = $1',
      [user.id],
    );
    expect(count.rows[0]?.n).toBe(1);
  });
});

describe('couple codes', () => {
  it('are 8 symbols of the 32-letter alphabet, all of them in use, without repeats', () => {
    const codes = Array.from({ length: 2000 }, () => generateCoupleCode());
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(COUPLE_CODE_ALPHABET.length);
  });

  it('are drawn again when the first one is already taken', async () => {
    const { couple: taken } = await createPendingCoupleFixture(testApp);
    const { user } = await createUserFixture(testApp);
    // The draws are forced (randomness the one thing replaced): a collision happens twice.
    const draws = [taken.coupleCode, taken.coupleCode, 'ZZZZ2345'];
    const couple = await withFreeCoupleCode(
      (coupleCode) =>
        insertPendingCouple(testApp.deps.db, {
          userId: user.id,
          relationshipStartDate: '2021-03-04',
          coupleCode,
        }),
      () => draws.shift() ?? 'unused',
    );
    expect(couple.coupleCode).toBe('ZZZZ2345');
    expect(draws).toEqual([]);
    const unlucky = await createUserFixture(testApp);
    await expect(
      withFreeCoupleCode(
        (coupleCode) =>
          insertPendingCouple(testApp.deps.db, {
            userId: unlucky.user.id,
            relationshipStartDate: '2021-03-04',
            coupleCode,
          }),
        () => taken.coupleCode,
      ),
    ).rejects.toThrow(/No free couple code after 5 attempts/);
  });

  it('are checked by the database too', async () => {
    const { user } = await createUserFixture(testApp);
    await expect(
      testApp.deps.pool.query(
        `insert into couples (user1_id, relationship_start_date, couple_code) values ($1, '2020-01-01', 'ABCDEFG0')`,
        [user.id],
      ),
    ).rejects.toThrow(/couples_code_format/);
  });
});
