import type { Actor } from '@server/features/couples/require-couple';
import { coupleChannel } from '@shared/realtime-events';
import type { TEvent } from '@shared/schemas/events';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { depsWithBrokenBus, nextRealtimeEvent, realtimeEventsOn } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent } from './events.service';

const testApp = setupTestApp();

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cena en el italiano',
  description: 'Reservado a las 21:00',
  eventDate: '2026-02-14',
  eventType: 'plan',
  ...overrides,
});

async function addEvent(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post<TEvent>('/api/events', newEvent(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const listEvents = async (client: TestClient, query = '') => {
  const response = await client.get<TEvent[]>(`/api/events${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const countEvents = async (coupleId: string) =>
  Number(
    (await testApp.deps.pool.query('select count(*) from events where couple_id = $1', [coupleId]))
      .rows[0].count,
  );

describe('events are scoped to the couple', () => {
  it('lists only the caller’s couple’s events', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/events' },
      {
        setup: (owner) => addEvent(owner.a.client, { title: 'Secreto de Ana y Bruno' }),
        outsider: 'own-data',
        secrets: (_owner, event) => [event.id, event.title],
        requiresCouple: true,
      },
    );
  });

  it('creates in the caller’s own couple', async () => {
    const { owner, outsider } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/events', body: newEvent({ title: 'De los otros' }) },
      { outsider: 'own-data', requiresCouple: true },
    );
    expect(await listEvents(owner.a.client)).toEqual([]);
    expect((await listEvents(outsider.a.client)).map((event) => event.title)).toEqual([
      'De los otros',
    ]);
  });

  it('refuses another couple’s edit with 404 and leaves the event as it was', async () => {
    const { owner, seed } = await expectCoupleScoped(
      testApp,
      (_owner, event: TEvent) => ({
        method: 'PUT',
        path: `/api/events/${event.id}`,
        body: newEvent({ title: 'Cambiado por otros' }),
      }),
      { setup: (owner) => addEvent(owner.a.client), outsider: 'not-found', requiresCouple: true },
    );
    expect(await listEvents(owner.b.client)).toEqual([seed]);
  });

  it('refuses another couple’s delete with 404 and keeps the event', async () => {
    const { owner, seed } = await expectCoupleScoped(
      testApp,
      (_owner, event: TEvent) => ({ method: 'DELETE', path: `/api/events/${event.id}` }),
      { setup: (owner) => addEvent(owner.a.client), outsider: 'not-found', requiresCouple: true },
    );
    expect(await listEvents(owner.a.client)).toEqual([seed]);
  });
});

describe('creating an event', () => {
  let couple: CoupleFixture;
  beforeAll(async () => {
    couple = await createCoupleFixture(testApp);
  });

  it('stores it for both partners, typed as a plan by default, made by the caller', async () => {
    const event = await addEvent(couple.b.client, {
      title: '  Aniversario  ',
      description: '   ',
      eventType: undefined,
    });
    expect(event).toMatchObject({
      title: 'Aniversario',
      description: null,
      eventDate: '2026-02-14',
      eventType: 'plan',
      reunion: false,
      createdBy: couple.b.user.id,
    });
    expect(await listEvents(couple.a.client)).toContainEqual(event);
  });

  it('ignores a created_by sent by the client', async () => {
    const event = await addEvent(couple.a.client, {
      createdBy: couple.b.user.id,
      eventType: 'other',
    });
    expect(event.createdBy).toBe(couple.a.user.id);
    expect(event.eventType).toBe('other');
  });

  it.each([
    [{ title: '' }, 'validation.titleRequired', 'title'],
    [{ title: '    ' }, 'validation.titleRequired', 'title'],
    [{ title: undefined }, 'validation.titleRequired', 'title'],
    [{ title: 't'.repeat(101) }, 'validation.titleTooLong', 'title'],
    [{ title: 'a\u0000b' }, 'events.textInvalid', 'title'],
    [{ title: '\u200b' }, 'validation.titleRequired', 'title'],
    [{ title: ' \u200c\u200d\ufeff ' }, 'validation.titleRequired', 'title'],
    [{ title: 'a\u202eb' }, 'events.textInvalid', 'title'],
    [{ description: 'a\u0007b' }, 'events.textInvalid', 'description'],
    [{ description: 'a\u0085b' }, 'events.textInvalid', 'description'],
    [{ description: 'evil\u202egnp.exe' }, 'events.textInvalid', 'description'],
    [{ description: '\u2066a\u2069' }, 'events.textInvalid', 'description'],
    [{ description: 'a\ud83db' }, 'events.textInvalid', 'description'],
    [{ description: 'd'.repeat(1001) }, 'validation.descriptionTooLong', 'description'],
    [{ eventDate: '14/02/2026' }, 'validation.dateFormat', 'eventDate'],
    [{ eventDate: '2026-02-30' }, 'validation.dateFormat', 'eventDate'],
    [{ eventDate: undefined }, 'validation.dateFormat', 'eventDate'],
    [{ eventType: 'party' }, 'validation.eventTypeInvalid', 'eventType'],
    [{ reunion: 'sí' }, 'errors.invalidInput', 'reunion'],
  ])('refuses %j with its message and saves nothing', async (overrides, message, field) => {
    const before = await countEvents(couple.couple.id);
    const response = await couple.a.client.post('/api/events', newEvent(overrides));
    expect(response.status).toBe(400);
    // (with the limit its message names in `params`: validation-message.test.ts)
    expect(response.body).toMatchObject({ error: { code: 'validation_failed', message, field } });
    expect(await countEvents(couple.couple.id)).toBe(before);
  });

  it('accepts the longest title and description', async () => {
    const event = await addEvent(couple.a.client, {
      title: 't'.repeat(100),
      description: 'línea uno\nlínea dos\t'.padEnd(1000, 'x'),
    });
    expect(event.title).toHaveLength(100);
    expect(event.description).toHaveLength(1000);
  });

  it('refuses an edit to an invisible title or a description with a bidi override, keeping the event', async () => {
    const event = await addEvent(couple.a.client);
    for (const [overrides, message, field] of [
      [{ title: '\u200b' }, 'validation.titleRequired', 'title'],
      [{ description: 'a\u202eb' }, 'events.textInvalid', 'description'],
    ] as const) {
      const response = await couple.b.client.put(`/api/events/${event.id}`, newEvent(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: 'validation_failed', message, field } });
    }
    expect(await listEvents(couple.a.client)).toContainEqual(event);
  });

  it('keeps an emoji title with zero-width joiners', async () => {
    const event = await addEvent(couple.a.client, { title: '👩‍❤️‍👨', description: 'a\tb\r\nc' });
    expect(event).toMatchObject({ title: '👩‍❤️‍👨', description: 'a\tb\r\nc' });
  });

  it('refuses a body that is not an object', async () => {
    const response = await couple.a.client.post('/api/events', [1, 2]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message: 'errors.invalidInput' } });
  });

  it('tells both partners’ screens, and not when the write fails', async () => {
    const seen = realtimeEventsOn(testApp, coupleChannel(couple.couple.id));
    const event = await addEvent(couple.a.client);
    // This event's own notification: an earlier test's may still be on its way.
    await vi.waitFor(
      () => expect(seen.events).toContainEqual({ type: 'events.changed', ids: [event.id] }),
      { timeout: 5000 },
    );
    seen.stop();

    const before = await countEvents(couple.couple.id);
    const actor = await actorOf(couple);
    await expect(
      createEvent(depsWithBrokenBus(testApp), actor, {
        title: 'No debe quedar',
        description: null,
        eventDate: '2026-03-01',
        eventType: 'plan',
        reunion: false,
      }),
    ).rejects.toThrow('bus down');
    expect(await countEvents(couple.couple.id)).toBe(before);
  });
});

/** Partner A as `requireCouple` resolves them. */
async function actorOf(fixture: CoupleFixture): Promise<Actor> {
  const { rows } = await testApp.deps.pool.query('select * from couples where id = $1', [
    fixture.couple.id,
  ]);
  const row = rows[0];
  const couple = {
    id: row.id as string,
    user1Id: row.user1_id as string,
    user2Id: row.user2_id as string,
    relationshipStartDate: row.relationship_start_date as string,
    coupleCode: row.couple_code as string,
    status: 'active' as const,
    createdAt: row.created_at as Date,
    endedAt: null,
    endedBy: null,
  };
  return {
    userId: fixture.a.user.id,
    email: fixture.a.email,
    sessionId: 'a-test-session',
    couple,
    partnerId: fixture.b.user.id,
    timeZone: 'UTC',
    today: '2026-03-01',
  };
}

describe('listing events', () => {
  let couple: CoupleFixture;
  const titles = (events: TEvent[]) => events.map((event) => event.title);
  beforeAll(async () => {
    couple = await createCoupleFixture(testApp);
    // Created out of date order, so the order of the list comes from the dates.
    await addEvent(couple.a.client, {
      title: 'Marzo',
      eventDate: '2026-03-01',
      eventType: 'other',
    });
    await addEvent(couple.b.client, { title: 'Fin de enero', eventDate: '2026-01-31' });
    await addEvent(couple.a.client, {
      title: 'Febrero 28',
      eventDate: '2026-02-28',
      eventType: 'intimacy',
    });
    await addEvent(couple.a.client, { title: 'Febrero 1', eventDate: '2026-02-01' });
    await addEvent(couple.b.client, {
      title: 'Febrero 1 después',
      eventDate: '2026-02-01',
      eventType: 'intimacy',
    });
  });

  it('lists every event by date ascending, same-day events in the order they were made', async () => {
    expect(titles(await listEvents(couple.a.client))).toEqual([
      'Fin de enero',
      'Febrero 1',
      'Febrero 1 después',
      'Febrero 28',
      'Marzo',
    ]);
  });

  it('lists one month, its first and last days included', async () => {
    expect(titles(await listEvents(couple.b.client, '?month=2026-02'))).toEqual([
      'Febrero 1',
      'Febrero 1 después',
      'Febrero 28',
    ]);
    expect(await listEvents(couple.b.client, '?month=2025-02')).toEqual([]);
  });

  it('filters by type, alone or with a month', async () => {
    expect(titles(await listEvents(couple.a.client, '?type=intimacy'))).toEqual([
      'Febrero 1 después',
      'Febrero 28',
    ]);
    expect(titles(await listEvents(couple.a.client, '?type=plan&month=2026-02'))).toEqual([
      'Febrero 1',
    ]);
    expect(titles(await listEvents(couple.a.client, '?type=other'))).toEqual(['Marzo']);
  });

  it.each([
    ['?month=2026-13', 'events.monthInvalid'],
    ['?month=feb', 'events.monthInvalid'],
    ['?month=0000-01', 'events.monthInvalid'],
    ['?type=party', 'validation.eventTypeInvalid'],
  ])('refuses %s with %s', async (query, message) => {
    const response = await couple.a.client.get(`/api/events${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message } });
  });
});

describe('editing and deleting an event', () => {
  let couple: CoupleFixture;
  beforeAll(async () => {
    couple = await createCoupleFixture(testApp);
  });

  it('lets the partner edit every field and tells both screens', async () => {
    const event = await addEvent(couple.a.client);
    const next = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'events.changed');
    const response = await couple.b.client.put<TEvent>(`/api/events/${event.id}`, {
      title: 'Escapada a la playa',
      description: '',
      eventDate: '2026-07-04',
      eventType: 'other',
      reunion: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...event,
      title: 'Escapada a la playa',
      description: null,
      eventDate: '2026-07-04',
      eventType: 'other',
      reunion: true,
    });
    expect(await next).toEqual({ type: 'events.changed', ids: [event.id] });
    expect(await listEvents(couple.a.client)).toEqual([response.body]);
  });

  it('refuses an invalid edit with its message and changes nothing', async () => {
    const [event] = await listEvents(couple.a.client);
    const response = await couple.a.client.put(`/api/events/${event?.id}`, newEvent({ title: '' }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message: 'validation.titleRequired' } });
    expect(await listEvents(couple.a.client)).toEqual([event]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await couple.a.client.put(`/api/events/${unknown}`, newEvent())).status).toBe(404);
    expect((await couple.a.client.delete(`/api/events/${unknown}`)).status).toBe(404);
    expect((await couple.a.client.put('/api/events/not-an-id', newEvent())).status).toBe(404);
    expect((await couple.a.client.delete('/api/events/not-an-id')).status).toBe(404);
    // One message for both, the feature's own.
    for (const id of [unknown, 'not-an-id']) {
      const response = await couple.a.client.delete<{ error: { message: string } }>(
        `/api/events/${id}`,
      );
      expect(response.body.error.message, id).toBe('events.notFound');
    }
  });

  it('deletes for both partners, once', async () => {
    const event = await addEvent(couple.a.client, { title: 'Se borra' });
    const next = nextRealtimeEvent(testApp, coupleChannel(couple.couple.id), 'events.changed');
    expect((await couple.b.client.delete(`/api/events/${event.id}`)).status).toBe(204);
    expect(await next).toEqual({ type: 'events.changed', ids: [event.id] });
    expect((await listEvents(couple.a.client)).map((e) => e.id)).not.toContain(event.id);
    expect((await couple.a.client.delete(`/api/events/${event.id}`)).status).toBe(404);
  });
});
