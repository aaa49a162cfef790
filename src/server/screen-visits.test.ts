import { screenReads, screenVisits } from '@server/screen-visits';
import { createCoupleFixture, type UserFixture } from '@test/couple-fixtures';
import { inZone } from '@test/emotion-fixtures';
import { createUserFixture } from '@test/fixtures';
import { TestClient } from '@test/http-client';
import { createMemory } from '@test/memory-fixtures';
import { createPetFixture } from '@test/pet-fixtures';
import { setupTestApp } from '@test/test-app';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A server-drawn page's reads (screen-visits.ts) answer as their routes do: the same status and
 * the same JSON, for a partner with data, for someone without a couple, signed out, and in a zone
 * ahead of UTC. A route that changes and a read that does not would fail here, not on a page.
 */
const testApp = setupTestApp();
const AHEAD = 'Pacific/Kiritimati';

/** Every read's path, with the queries the screens send. */
const readPaths = () => [
  ...Object.keys(screenReads(testApp.deps)).filter((path) => path !== '/api/auth/get-session'),
  '/api/memories?filter=all&sort=date-desc',
  '/api/memories?sort=date-asc&limit=2',
  '/api/memories?filter=nope',
];

interface Answer {
  status: number;
  body: unknown;
}

/** What the page's reads answer for `client`'s cookies in `timeZone`. */
async function readsFor(client: TestClient, timeZone: string, paths: string[]): Promise<Answer[]> {
  const openVisit = screenVisits(testApp.deps, (request, env) => testApp.app.fetch(request, env));
  const probe = new Hono().get('*', async (c) => {
    const visit = await openVisit(c, { timeZone, language: 'es', isLocked: false });
    const answers: Answer[] = [];
    for (const path of paths) {
      const response = await visit.api(path, { headers: { accept: 'application/json' } });
      answers.push({ status: response.status, body: await response.json() });
    }
    return c.json(answers);
  });
  const response = await probe.request('http://localhost/dashboard', {
    headers: { cookie: client.cookieHeader },
  });
  return (await response.json()) as Answer[];
}

/** What the routes answer for the same. */
async function routesFor(client: TestClient, timeZone: string, paths: string[]) {
  const answers: Answer[] = [];
  for (const path of paths) {
    const response = await client.request('GET', path, undefined, inZone(timeZone));
    answers.push({ status: response.status, body: response.body });
  }
  return answers;
}

async function expectSameAnswers(client: TestClient, timeZone: string) {
  const paths = readPaths();
  const reads = await readsFor(client, timeZone, paths);
  const routes = await routesFor(client, timeZone, paths);
  for (const [index, path] of paths.entries()) {
    expect(reads[index], `${path} in ${timeZone}`).toEqual(routes[index]);
  }
}

describe("a drawn page's reads answer as their routes", () => {
  let a: UserFixture;
  let b: UserFixture;

  beforeAll(async () => {
    ({ a, b } = await createCoupleFixture(testApp));
    await createMemory(a.client, { fields: { title: 'Playa', memoryDate: '2024-05-01' } });
    await createMemory(b.client, { fields: { title: 'Cena' } });
    await createPetFixture(a);
    await a.client.post('/api/affection');
    await b.client.post('/api/bucket-list', { title: 'Ver la aurora' });
    await a.client.request('POST', '/api/emotions', { emotionType: 'feliz' }, inZone(AHEAD));
    await b.client.post('/api/date-plans/1/start');
    // A's zone is known (the dashboard's distance card shows it to B, counted from B's zone).
    const settings = { disabledKinds: [], quietStart: '23:00', quietEnd: '07:00', language: 'es' };
    await a.client.request('PUT', '/api/notifications', { ...settings, timeZone: 'UTC' });
  });

  it('for each partner, in UTC and in a zone ahead of it', async () => {
    await expectSameAnswers(a.client, 'UTC');
    await expectSameAnswers(b.client, AHEAD);
  });

  it('for someone without a couple, and signed out', async () => {
    const single = await createUserFixture(testApp);
    await expectSameAnswers(single.client, 'UTC');
    await expectSameAnswers(new TestClient(testApp), 'UTC');
  });

  it("the session as better-auth answers it, without its token or the device's details", async () => {
    const [read] = await readsFor(a.client, 'UTC', ['/api/auth/get-session']);
    const route = await a.client.get<{ session: Record<string, unknown>; user: unknown }>(
      '/api/auth/get-session',
    );
    const { token, ipAddress, userAgent, ...session } = route.body.session;
    expect(token).toEqual(expect.any(String));
    expect(read).toEqual({ status: 200, body: { session, user: route.body.user } });
    expect(JSON.stringify(read)).not.toContain(String(token));
    const [signedOut] = await readsFor(new TestClient(testApp), 'UTC', ['/api/auth/get-session']);
    expect(signedOut).toEqual({ status: 200, body: null });
  });
});
