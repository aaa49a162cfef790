import { ManualClock } from '@server/jobs/clock';
import type { TCalendarFeedCreated, TCalendarFeedStatus } from '@shared/schemas/calendar-feed';
import type { TEvent } from '@shared/schemas/events';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { TestClient } from '@test/http-client';
import { setupTestApp } from '@test/test-app';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';

const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
const testApp = setupTestApp({}, { clock });
let couple: CoupleFixture;

/** Fetches the feed as a calendar app does: no cookies, the URL alone. */
async function fetchFeed(url: string) {
  const { pathname, search } = new URL(url);
  const response = await new TestClient(testApp).raw(`${pathname}${search}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      stamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
      rule: vevent.getFirstPropertyValue('rrule')?.toString() ?? null,
    };
  });
}

async function makeFeed(client: TestClient, language = 'es') {
  const response = await client.post<TCalendarFeedCreated>('/api/calendar-feed', { language });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.url;
}

beforeAll(async () => {
  couple = await createCoupleFixture(testApp, { relationshipStartDate: '2024-02-14' });
});

describe('the calendar feed', () => {
  it('serves the couple’s events, anniversary, milestones and plan in progress as RFC 5545', async () => {
    const event = await couple.b.client.post<TEvent>('/api/events', {
      title: 'Cena; con vino, y \\ postre',
      description:
        'Línea uno\nLínea dos con un texto largo que obliga a plegar la línea a 75 octetos — sí, ñandú',
      eventDate: '2026-12-05',
      eventType: 'plan',
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const started = await couple.a.client.post('/api/date-plans/12/start', {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const url = await makeFeed(couple.a.client);
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/calendar-feed\/feed\.ics\?token=[\w-]{43}$/,
    );
    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const events = parseEvents(feed.text);
    const dinner = events.find((e) => e.uid === `event-${event.body.id}@juntos`);
    expect(dinner).toMatchObject({
      summary: 'Cena; con vino, y \\ postre',
      description: event.body.description,
      start: '2026-12-05',
      isDate: true,
      stamp: '2026-11-24T10:00:00Z',
    });
    expect(events.find((e) => e.rule === 'FREQ=YEARLY')).toMatchObject({
      summary: '💕 Aniversario de Ana & Bruno',
      start: '2024-02-14',
    });
    expect(events.find((e) => e.summary === '✨ 1000 días juntos')?.start).toBe('2026-11-10');
    expect(events.find((e) => e.summary?.startsWith('Plan en curso:'))?.isDate).toBe(true);
  });

  it('keeps an edited event under the same UID', async () => {
    const url = await makeFeed(couple.b.client, 'en');
    const created = await couple.a.client.post<TEvent>('/api/events', {
      title: 'Concierto',
      eventDate: '2027-01-10',
      eventType: 'other',
    });
    const before = parseEvents((await fetchFeed(url)).text).filter(
      (e) => e.summary === 'Concierto',
    );
    const edited = await couple.a.client.request('PUT', `/api/events/${created.body.id}`, {
      title: 'Concierto de jazz',
      eventDate: '2027-01-11',
      eventType: 'other',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = parseEvents((await fetchFeed(url)).text);
    const jazz = after.filter((e) => e.uid === before[0]?.uid);
    expect(before).toHaveLength(1);
    expect(jazz).toEqual([
      expect.objectContaining({ summary: 'Concierto de jazz', start: '2027-01-11' }),
    ]);
    expect(after.some((e) => e.summary === 'Concierto')).toBe(false);
    // Made in English: its own labels are.
    expect(after.some((e) => e.summary === '✨ 100 days together')).toBe(true);
  });

  it('refuses a regenerated, revoked, malformed or ended-couple token with a 404', async () => {
    const first = await makeFeed(couple.a.client);
    const second = await makeFeed(couple.a.client);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    const status = await couple.a.client.get<TCalendarFeedStatus>('/api/calendar-feed');
    expect(status.body).toEqual({ isActive: true, createdAt: '2026-11-24T10:00:00.000Z' });

    expect((await couple.a.client.request('DELETE', '/api/calendar-feed')).status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect(
      (await couple.a.client.get<TCalendarFeedStatus>('/api/calendar-feed')).body.isActive,
    ).toBe(false);
    expect((await couple.a.client.request('DELETE', '/api/calendar-feed')).status).toBe(404);
    expect((await fetchFeed('http://x/api/calendar-feed/feed.ics?token=nope')).status).toBe(404);

    const other = await createCoupleFixture(testApp);
    const otherUrl = await makeFeed(other.a.client);
    expect((await fetchFeed(otherUrl)).status).toBe(200);
    // The partner ends the couple: the URL A subscribed to stops at once.
    expect((await other.b.client.post('/api/couples/end')).status).toBe(204);
    expect((await fetchFeed(otherUrl)).status).toBe(404);
  });

  it('needs a session to make, see or revoke a URL', async () => {
    const anonymous = new TestClient(testApp);
    expect((await anonymous.get('/api/calendar-feed')).status).toBe(401);
    expect((await anonymous.post('/api/calendar-feed', {})).status).toBe(401);
    expect((await anonymous.request('DELETE', '/api/calendar-feed')).status).toBe(401);
  });
});
