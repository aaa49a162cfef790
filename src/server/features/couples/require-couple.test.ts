import { createApp } from '@server/app';
import { requireSession } from '@server/auth/require-session';
import { notFound } from '@server/http/errors';
import { isoDateInZone, TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture, createPendingCoupleFixture } from '@test/couple-fixtures';
import { createUserFixture } from '@test/fixtures';
import { setupTestApp, type TestApp } from '@test/test-app';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CoupleEnv, requireCouple } from './require-couple';

const testApp = setupTestApp();
/** The real app plus a test-only couple-scoped route, shaped like every later feature's routes. */
let probeApp: Pick<TestApp, 'app'>;

beforeAll(async () => {
  const app = createApp(testApp.deps);
  app.route(
    '/probe',
    new Hono<CoupleEnv>()
      .use('*', requireSession(testApp.deps), requireCouple(testApp.deps))
      .get('/couple', (c) =>
        c.json({ id: c.var.actor.couple.id, partnerId: c.var.actor.partnerId }),
      )
      .get('/actor', (c) => c.json({ userId: c.var.actor.userId, today: c.var.actor.today }))
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
    const { a } = await createCoupleFixture(probeApp);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const before = isoDateInZone(new Date(), zone);
      const response = await a.client.request<{ userId: string; today: string }>(
        'GET',
        '/probe/actor',
        undefined,
        { [TIME_ZONE_HEADER]: zone },
      );
      // Either side of a midnight that passed during the request.
      expect([before, isoDateInZone(new Date(), zone)]).toContain(response.body.today);
      expect(response.body.userId).toBe(a.user.id);
    }
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
