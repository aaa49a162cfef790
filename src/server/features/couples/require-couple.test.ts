import { createApp } from '@server/app';
import { notFound } from '@server/http/errors';
import { ManualClock } from '@server/jobs/clock';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { setupTestApp, type TestApp } from '@test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupleRoutes } from './require-couple';

// The app's clock, stood at a known instant: every "today" of the API is read from it.
const NOON_UTC = new Date('2026-03-10T12:00:00Z');
const clock = new ManualClock(NOON_UTC);
const testApp = setupTestApp({}, { clock });
/** The real app plus a test-only couple-scoped route, shaped like every later feature's routes. */
let probeApp: Pick<TestApp, 'app'>;

beforeAll(async () => {
  const app = createApp(testApp.deps);
  app.route(
    '/probe',
    coupleRoutes(testApp.deps)
      .get('/couple', (c) =>
        c.json({ id: c.var.actor.couple.id, partnerId: c.var.actor.partnerId }),
      )
      .get('/actor', (c) =>
        c.json({
          userId: c.var.actor.userId,
          timeZone: c.var.actor.timeZone,
          today: c.var.actor.today,
        }),
      )
      .get('/couples/:id', (c) => {
        // How a feature treats an id from the URL: scoped by the caller's couple, else 404.
        if (c.req.param('id') !== c.var.actor.couple.id) throw notFound();
        return c.json({ id: c.var.actor.couple.id });
      }),
  );
  probeApp = { app };
});

describe('requireCouple', () => {
  it('answers 403 couple.required to a user without a couple', async () => {
    const { client } = await createUserFixture(probeApp);
    const response = await client.get('/probe/couple');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'forbidden', message: 'couple.required' } });
  });

  it('answers 403 couple.required while the couple is still pending', async () => {
    const { a } = await createPendingCoupleFixture(probeApp);
    const response = await a.client.get('/probe/couple');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { message: 'couple.required' } });
  });

  it('gives both partners the couple and the other partner', async () => {
    const { a, b, couple } = await createCoupleFixture(probeApp);
    expect((await a.client.get('/probe/couple')).body).toEqual({
      id: couple.id,
      partnerId: b.user.id,
    });
    expect((await b.client.get('/probe/couple')).body).toEqual({
      id: couple.id,
      partnerId: a.user.id,
    });
  });

  it("gives the caller's id and their own today, from their time zone", async () => {
    clock.set(NOON_UTC);
    const { a } = await createCoupleFixture(probeApp);
    // Noon UTC is already tomorrow in Kiritimati (UTC+14) and still today in Pago Pago (UTC-11).
    const zones: [string, string][] = [
      ['Pacific/Kiritimati', '2026-03-11'],
      ['Pacific/Pago_Pago', '2026-03-10'],
    ];
    for (const [zone, today] of zones) {
      const response = await a.client.request('GET', '/probe/actor', undefined, {
        [TIME_ZONE_HEADER]: zone,
      });
      expect(response.body).toEqual({ userId: a.user.id, timeZone: zone, today });
    }
    // Without the header (or with a zone that does not exist): UTC.
    const withoutZone: Record<string, string>[] = [{}, { [TIME_ZONE_HEADER]: 'Mars/Olympus_Mons' }];
    for (const headers of withoutZone) {
      const response = await a.client.request('GET', '/probe/actor', undefined, headers);
      expect(response.body).toEqual({ userId: a.user.id, timeZone: 'UTC', today: '2026-03-10' });
    }
  });

  it("reads today from the app's clock: a test clock moves every today", async () => {
    clock.set(NOON_UTC);
    const { a } = await createCoupleFixture(probeApp);
    const today = async () => (await a.client.get<{ today: string }>('/probe/actor')).body.today;
    expect(await today()).toBe('2026-03-10');
    clock.advance(24 * 60 * 60 * 1000);
    expect(await today()).toBe('2026-03-11');
    clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(await today()).toBe('2027-01-01');
    clock.set(NOON_UTC);
  });

  it('keeps another couple out: 401 signed out, 403 single, 404 for another couple', async () => {
    const { owner, response } = await expectCoupleScoped(
      probeApp,
      (owner) => ({ method: 'GET', path: `/probe/couples/${owner.couple.id}` }),
      { outsider: 'not-found', requiresCouple: true },
    );
    expect(response.body).toMatchObject({ error: { message: 'errors.notFound' } });
    const own = await owner.b.client.get(`/probe/couples/${owner.couple.id}`);
    expect(own.status).toBe(200);
  });
});
