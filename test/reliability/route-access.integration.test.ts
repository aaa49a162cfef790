import { describe, expect, test } from 'vitest';
import { sendAs } from '../authorization';
import {
  type CoupleFixture,
  createCoupleFixture,
  createPendingCoupleFixture,
} from '../couple-fixtures';
import { createUserFixture } from '../fixtures';
import { TestClient } from '../http-client';
import { setupTestApp } from '../test-app';
import { type OwnerSeed, seedOwnerCouple } from './owner-seed';
import { listEndpoints, ROUTE_TABLE, type RouteRule } from './route-table';

const testApp = setupTestApp();

interface Callers {
  seed: OwnerSeed;
  anonymous: TestClient;
  unlinked: TestClient;
  pending: TestClient;
  outsider: CoupleFixture;
}

async function makeCallers(): Promise<Callers> {
  const seed = await seedOwnerCouple(testApp);
  const unlinked = await createUserFixture(testApp, { fullName: 'Sola Sin Pareja' });
  const pending = await createPendingCoupleFixture(testApp);
  const outsider = await createCoupleFixture(testApp);
  return {
    seed,
    anonymous: new TestClient(testApp),
    unlinked: unlinked.client,
    pending: pending.a.client,
    outsider,
  };
}

function expectNoSecrets(label: string, body: unknown, seed: OwnerSeed) {
  const text = JSON.stringify(body);
  for (const secret of seed.secrets)
    expect.soft(text, `${label} leaks ${secret}`).not.toContain(secret);
}

function expectTranslatedError(label: string, body: unknown) {
  expect
    .soft(body, label)
    .toMatchObject({ error: { message: expect.stringMatching(/^[a-z][\w.]*$/i) } });
}

/** Each caller but the owner is refused, or (acting on "me") shown nothing of the owner. */
async function checkRoute(key: string, rule: RouteRule, callers: Callers) {
  const { seed } = callers;
  if (!rule.request) throw new Error(`${key}: a ${rule.access} route needs a request`);
  const request = rule.request(seed);

  const anonymous = await sendAs(callers.anonymous, request);
  expect.soft(anonymous.status, `${key} signed out`).toBe(401);
  expectTranslatedError(`${key} signed out`, anonymous.body);

  for (const [who, client] of [
    ['unlinked', callers.unlinked],
    ['pending', callers.pending],
    ['outsider', callers.outsider.a.client],
  ] as const) {
    const label = `${key} by ${who}`;
    const response = await sendAs(client, request);
    expect.soft(response.status, label).toBeLessThan(500);
    expectNoSecrets(label, response.body, seed);
    if (rule.access === 'signed') {
      expect.soft(response.status, label).toBe(403);
    } else if (rule.access === 'couple' && who !== 'outsider') {
      expect.soft(response.status, label).toBe(403);
      expect.soft(response.body, label).toMatchObject({
        error: { message: rule.noCoupleMessage ?? 'couple.required' },
      });
    } else if (rule.access === 'couple' && rule.outsider === 'not-found') {
      expect.soft(response.status, label).toBe(404);
    }
    if (response.status >= 400) expectTranslatedError(label, response.body);
  }
}

describe('access over the whole route table', () => {
  test('every route the app serves is classified, and the table names no route that is gone', () => {
    const served = listEndpoints(testApp.app).map((route) => route.key);
    const unclassified = served.filter((key) => !(key in ROUTE_TABLE));
    expect(unclassified, 'routes with no access rule in test/reliability/route-table.ts').toEqual(
      [],
    );
    expect(Object.keys(ROUTE_TABLE).filter((key) => !served.includes(key))).toEqual([]);
  });

  test('signed out, unlinked, with a pending code or from another couple: refused', async () => {
    const callers = await makeCallers();
    const checked: string[] = [];
    const endpoints = listEndpoints(testApp.app);
    const isLast = (key: string) => ROUTE_TABLE[key]?.last === true;
    for (const { key } of [
      ...endpoints.filter((e) => !isLast(e.key)),
      ...endpoints.filter((e) => isLast(e.key)),
    ]) {
      const rule = ROUTE_TABLE[key];
      if (!rule || rule.access === 'public' || rule.access === 'auth') continue;
      await checkRoute(key, rule, callers);
      checked.push(key);
    }
    expect(checked.length).toBeGreaterThan(40);

    // Nothing the others sent changed the owner couple's data.
    const { seed } = callers;
    const owner = seed.owner.b.client;
    expect((await owner.get(`/api/memories/${seed.memoryId}`)).body).toMatchObject({
      title: 'Secreto de la playa',
    });
    const count = async (sql: string, id: string) =>
      (await testApp.deps.pool.query<{ n: number }>(sql, [id])).rows[0]?.n;
    expect(await count('select count(*)::int n from events where id = $1', seed.eventId)).toBe(1);
    expect(await count('select count(*)::int n from emotions where id = $1', seed.emotionId)).toBe(
      1,
    );
    expect(
      await count(
        'select count(*)::int n from bucket_list where id = $1 and not completed',
        seed.bucketItemId,
      ),
    ).toBe(1);
    expect(
      await count('select count(*)::int n from couple_date_photos where id = $1', seed.photoId),
    ).toBe(1);
    expect(await count('select count(*)::int n from sessions where id = $1', seed.sessionId)).toBe(
      1,
    );
  });
});
