import { ManualClock } from '@server/jobs/clock';
import type { TOnThisDay } from '@shared/schemas/memories';
import { expectCoupleScoped } from '@test/authorization';
import { type CoupleFixture, createCoupleFixture } from '@test/couple-fixtures';
import { inZone } from '@test/emotion-fixtures';
import { createMemory, heicPhoto } from '@test/memory-fixtures';
import { setupTestApp } from '@test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

// 23:30 in UTC on 23 November is already 24 November in Madrid (UTC+1).
const clock = new ManualClock(new Date('2026-11-23T23:30:00Z'));
const testApp = setupTestApp({}, { clock });
let couple: CoupleFixture;

async function addMemory(title: string, memoryDate: string, withPhoto = false) {
  const response = await createMemory(couple.a.client, {
    fields: { title, memoryDate },
    file: withPhoto ? { bytes: heicPhoto(), name: 'foto.heic', type: 'image/heic' } : undefined,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const onThisDay = (zone: string) =>
  couple.b.client.request<TOnThisDay>('GET', '/api/memories/on-this-day', undefined, inZone(zone));

beforeAll(async () => {
  couple = await createCoupleFixture(testApp);
  await addMemory('Primer viaje', '2024-11-24', true);
  await addMemory('Hace un año', '2025-11-24');
  await addMemory('Ayer hace un año', '2025-11-23');
  await addMemory('Hoy mismo', '2026-11-24');
  await addMemory('Bisiesto', '2024-02-29');
});

describe('GET /api/memories/on-this-day', () => {
  it('lists the memories of this day in earlier years, in the reader’s day, newest first', async () => {
    const madrid = await onThisDay('Europe/Madrid');
    expect(madrid.status).toBe(200);
    expect(madrid.body.today).toBe('2026-11-24');
    expect(madrid.body.items.map((m) => [m.title, m.yearsAgo])).toEqual([
      ['Hace un año', 1],
      ['Primer viaje', 2],
    ]);
    const [, trip] = madrid.body.items;
    expect(trip?.thumbnailUrl).toMatch(/^\/api\/storage\/memories\/.+signature=/);

    // Still the 23rd in New York: the other memory comes back instead.
    const newYork = await onThisDay('America/New_York');
    expect(newYork.body.today).toBe('2026-11-23');
    expect(newYork.body.items.map((m) => m.title)).toEqual(['Ayer hace un año']);
  });

  it('brings a 29 February back on the 28th of a year without one', async () => {
    clock.set(new Date('2027-02-28T12:00:00Z'));
    const response = await onThisDay('UTC');
    expect(response.body.items.map((m) => [m.title, m.yearsAgo])).toEqual([['Bisiesto', 3]]);
    clock.set(new Date('2026-11-23T23:30:00Z'));
  });

  it('answers only the caller’s couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/memories/on-this-day' },
      {
        setup: async (owner) => {
          const response = await createMemory(owner.a.client, {
            fields: { title: 'Secreto de otro año', memoryDate: '2020-11-23' },
          });
          return response.body;
        },
        outsider: 'own-data',
        requiresCouple: true,
        secrets: (_owner, memory) => [memory.id, 'Secreto de otro año'],
      },
    );
  });
});
