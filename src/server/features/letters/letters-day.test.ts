import { PUSH_SENDER_JOB } from '@server/features/notifications/notifications.service';
import { ManualClock } from '@server/jobs/clock';
import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import { createCoupleFixture } from '@test/couple-fixtures';
import type { TestClient } from '@test/http-client';
import { openLetter, writeLetter } from '@test/letter-fixtures';
import { setupTestAppWithPushService } from '@test/push-test-app';
import { describe, expect, it } from 'vitest';
import { LETTERS_DAY_JOB } from './letters.service';

// Noon in Madrid on 10 March; the letters below open on the 12th.
const clock = new ManualClock(new Date('2026-03-10T11:00:00Z'));
const { testApp, pushes } = setupTestAppWithPushService({ clock });
const MADRID = { [TIME_ZONE_HEADER]: 'Europe/Madrid' };

async function subscribeInMadrid(client: TestClient, extra: Record<string, unknown> = {}) {
  const subscription = pushes.service.createSubscription();
  const response = await client.post('/api/notifications/subscriptions', {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    timeZone: 'Europe/Madrid',
    language: 'es',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (Object.keys(extra).length > 0) {
    const settings = await client.put('/api/notifications', {
      disabledKinds: [],
      quietStart: '22:00',
      quietEnd: '08:00',
      timeZone: 'Europe/Madrid',
      language: 'es',
      ...extra,
    });
    expect(settings.status).toBe(200);
  }
  return subscription;
}

const lettersPushedTo = async (userId: string) =>
  (
    await testApp.deps.pool.query<{ kind: string; params: Record<string, unknown> }>(
      `select kind, params from push_outbox where user_id = $1 and kind = 'letter'`,
      [userId],
    )
  ).rows;

/**
 * Moves the one clock to `instant` and runs the day's scan there. The tests go back in time
 * between them: the period a later instant claimed is forgotten first.
 */
async function scanAt(instant: string) {
  clock.set(new Date(instant));
  await testApp.deps.pool.query('delete from scheduled_jobs where name = $1', [LETTERS_DAY_JOB]);
  expect(await testApp.deps.jobs.runDue(LETTERS_DAY_JOB)).toBe(true);
}

/** The sender's run a minute later (its period forgotten too, as for the scan). */
async function sendPushes() {
  clock.advance(60_000);
  await testApp.deps.pool.query('delete from scheduled_jobs where name = $1', [PUSH_SENDER_JOB]);
  expect(await testApp.deps.jobs.runDue(PUSH_SENDER_JOB)).toBe(true);
}

describe('letters: the push on the day', () => {
  it('tells the reader in their morning, once, naming only the writer', async () => {
    clock.set(new Date('2026-03-10T11:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const subscription = await subscribeInMadrid(couple.b.client);
    const dated = await writeLetter(
      couple.a.client,
      { body: 'Palabras para el jueves', opensOn: '2026-03-12' },
      MADRID,
    );
    expect(dated.status).toBe(201);
    const whenever = await writeLetter(
      couple.a.client,
      { body: 'Para cuando quieras', openWhenSuggestion: 'laugh' },
      MADRID,
    );
    expect(whenever.status).toBe(201);

    // The eve, and the night of the day itself (quiet hours until 08:00 in Madrid): nothing yet.
    await scanAt('2026-03-11T21:00:00Z');
    await scanAt('2026-03-12T06:30:00Z');
    expect(await lettersPushedTo(couple.b.user.id)).toEqual([]);

    // 08:15 in Madrid: the morning has come.
    await scanAt('2026-03-12T07:15:00Z');
    expect(await lettersPushedTo(couple.b.user.id)).toEqual([
      { kind: 'letter', params: { name: 'Ana' } },
    ]);
    const { rows } = await testApp.deps.pool.query<{ notified_at: Date | null }>(
      'select notified_at from letters where id = $1',
      [dated.body.id],
    );
    expect(rows[0]?.notified_at).toEqual(new Date('2026-03-12T07:15:00Z'));

    // Later scans of the day (and the next) queue nothing more; the writer gets nothing.
    await scanAt('2026-03-12T09:00:00Z');
    await scanAt('2026-03-13T09:00:00Z');
    expect(await lettersPushedTo(couple.b.user.id)).toHaveLength(1);
    expect(await lettersPushedTo(couple.a.user.id)).toEqual([]);

    // What the phone shows: the writer's name, no word of the letter.
    await sendPushes();
    const received = pushes.service.pushesTo(subscription.id);
    expect(received.at(-1)?.payload).toMatchObject({
      title: 'Tienes una carta de Ana',
      url: '/letters',
    });
    expect(JSON.stringify(received)).not.toContain('jueves');
  });

  it('waits for the reader’s own morning in their zone, and is discreet when they ask', async () => {
    // The reader lives in Tokyo (UTC+9) with quiet hours until 07:00.
    clock.set(new Date('2026-03-10T03:00:00Z'));
    const couple = await createCoupleFixture(testApp);
    const subscription = await subscribeInMadrid(couple.b.client, {
      timeZone: 'Asia/Tokyo',
      quietEnd: '07:00',
      discreet: true,
    });
    const letter = await writeLetter(
      couple.a.client,
      { body: 'Desde el otro lado del mundo', opensOn: '2026-03-12' },
      MADRID,
    );
    expect(letter.status, JSON.stringify(letter.body)).toBe(201);
    // 06:50 on the 12th in Tokyo (still the 11th in Madrid): quiet yet.
    await scanAt('2026-03-11T21:50:00Z');
    expect(await lettersPushedTo(couple.b.user.id)).toEqual([]);
    // 07:05 in Tokyo, 23:05 the evening before in Madrid: their morning, their push.
    await scanAt('2026-03-11T22:05:00Z');
    expect(await lettersPushedTo(couple.b.user.id)).toHaveLength(1);
    await sendPushes();
    const [received] = pushes.service.pushesTo(subscription.id);
    expect(received?.payload).toEqual({
      title: 'Tienes algo nuevo en Juntos',
      body: '',
      url: '/dashboard',
      tag: 'juntos',
    });
  });

  it('announces nothing for a letter opened before its morning, nor once the couple ended', async () => {
    clock.set(new Date('2026-03-10T11:00:00Z'));
    const opened = await createCoupleFixture(testApp);
    const ended = await createCoupleFixture(testApp);
    for (const couple of [opened, ended]) {
      await subscribeInMadrid(couple.b.client);
      const letter = await writeLetter(
        couple.a.client,
        { body: 'Sellada', opensOn: '2026-03-12' },
        MADRID,
      );
      expect(letter.status).toBe(201);
      if (couple === opened) {
        // 00:30 on the 12th in Madrid: the reader, awake, opens it at once.
        clock.set(new Date('2026-03-11T23:30:00Z'));
        expect((await openLetter(couple.b.client, letter.body.id, MADRID)).status).toBe(200);
        clock.set(new Date('2026-03-10T11:00:00Z'));
      }
    }
    expect((await ended.a.client.post('/api/couples/end')).status).toBe(204);
    await scanAt('2026-03-12T07:30:00Z');
    expect(await lettersPushedTo(opened.b.user.id)).toEqual([]);
    expect(await lettersPushedTo(ended.b.user.id)).toEqual([]);
  });
});
