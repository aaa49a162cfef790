import { ManualClock } from '@server/jobs/clock';
import { coupleChannel } from '@shared/realtime-events';
import type { TEmotion, TTodayEmotions } from '@shared/schemas/emotions';
import { expectCoupleScoped } from '@test/authorization';
import { createCoupleFixture } from '@test/couple-fixtures';
import { AHEAD_ZONE, addEmotion, BEHIND_ZONE, inZone, todayIn } from '@test/emotion-fixtures';
import { nextRealtimeEvent } from '@test/realtime-fixtures';
import { setupTestApp } from '@test/test-app';
import { describe, expect, it } from 'vitest';

// Stopped where the run starts: the test's "today" and the server's are one reading.
const clock = new ManualClock();
const testApp = setupTestApp({}, { clock });

interface ErrorResponse {
  error: { message: string };
}

const emotionExists = async (id: string) =>
  (await testApp.deps.pool.query('select 1 from emotions where id = $1', [id])).rowCount === 1;

describe('emotions: the jar', () => {
  it('serves only the caller’s couple', async () => {
    await expectCoupleScoped(
      testApp,
      { method: 'GET', path: '/api/emotions/today' },
      {
        setup: (owner) => addEmotion(owner.a.client, 'amoroso'),
        outsider: 'own-data',
        requiresCouple: true,
        secrets: (_owner, emotion) => [emotion.id],
      },
    );
    const { outsider } = await expectCoupleScoped(
      testApp,
      { method: 'POST', path: '/api/emotions', body: { emotionType: 'feliz' } },
      { outsider: 'own-data', requiresCouple: true },
    );
    const jar = await outsider.a.client.get<TTodayEmotions>('/api/emotions/today');
    expect(jar.body.mine.map((emotion) => emotion.emotionType)).toEqual(['feliz']);
  });

  it('shows both partners’ emotions of the day, newest first, and announces each addition', async () => {
    const { a, b, couple } = await createCoupleFixture(testApp);
    const published = nextRealtimeEvent(testApp, coupleChannel(couple.id), 'emotions.changed');
    const happy = await addEmotion(a.client, 'feliz');
    expect((await published).ids).toEqual([happy.id]);
    const tired = await addEmotion(a.client, 'cansado');
    const loving = await addEmotion(b.client, 'amoroso');
    expect(happy).toMatchObject({ emotionType: 'feliz', emotionDate: todayIn(clock, 'UTC') });

    const forA = await a.client.get<TTodayEmotions>('/api/emotions/today');
    expect(forA.body.today).toBe(todayIn(clock, 'UTC'));
    expect(forA.body.mine.map((emotion) => emotion.id)).toEqual([tired.id, happy.id]);
    expect(forA.body.partner.map((emotion) => emotion.id)).toEqual([loving.id]);
    const forB = await b.client.get<TTodayEmotions>('/api/emotions/today');
    expect(forB.body.mine.map((emotion) => emotion.id)).toEqual([loving.id]);
    expect(forB.body.partner.map((emotion) => emotion.id)).toEqual([tired.id, happy.id]);
  });

  it('dates each emotion by its author’s own day, and each partner’s jar holds their own today', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const ahead = await addEmotion(a.client, 'emocionado', AHEAD_ZONE);
    const behind = await addEmotion(b.client, 'tranquilo', BEHIND_ZONE);
    expect(ahead.emotionDate).toBe(todayIn(clock, AHEAD_ZONE));
    expect(behind.emotionDate).toBe(todayIn(clock, BEHIND_ZONE));
    expect(ahead.emotionDate > behind.emotionDate).toBe(true);

    const jarA = await a.client.request<TTodayEmotions>(
      'GET',
      '/api/emotions/today',
      undefined,
      inZone(AHEAD_ZONE),
    );
    expect(jarA.body).toMatchObject({ today: todayIn(clock, AHEAD_ZONE), partner: [] });
    expect(jarA.body.mine.map((emotion) => emotion.id)).toEqual([ahead.id]);
    const jarB = await b.client.request<TTodayEmotions>(
      'GET',
      '/api/emotions/today',
      undefined,
      inZone(BEHIND_ZONE),
    );
    expect(jarB.body).toMatchObject({ today: todayIn(clock, BEHIND_ZONE), partner: [] });
    expect(jarB.body.mine.map((emotion) => emotion.id)).toEqual([behind.id]);
  });

  it.each([
    [{ emotionType: 'eufórico' }, 'emotions.invalidType'],
    [{ emotionType: 'FELIZ' }, 'emotions.invalidType'],
    [{}, 'emotions.invalidType'],
    [['feliz'], 'errors.invalidInput'],
  ])('refuses %j with a translated 400', async (body, message) => {
    const { a, couple } = await createCoupleFixture(testApp);
    const response = await a.client.post<ErrorResponse>('/api/emotions', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    const rows = await testApp.deps.pool.query('select 1 from emotions where couple_id = $1', [
      couple.id,
    ]);
    expect(rows.rowCount).toBe(0);
  });
});

describe('emotions: deleting', () => {
  it('is refused to another couple like an unknown id', async () => {
    const { seed } = await expectCoupleScoped(
      testApp,
      (_owner, emotion: TEmotion) => ({ method: 'DELETE', path: `/api/emotions/${emotion.id}` }),
      {
        setup: (owner) => addEmotion(owner.a.client, 'triste'),
        outsider: 'not-found',
        requiresCouple: true,
      },
    );
    expect(await emotionExists(seed.id)).toBe(true);
  });

  it('lets the author delete their own, and announces it', async () => {
    const { a, couple } = await createCoupleFixture(testApp);
    const emotion = await addEmotion(a.client, 'molesto');
    const published = nextRealtimeEvent(testApp, coupleChannel(couple.id), 'emotions.changed');
    expect((await a.client.delete(`/api/emotions/${emotion.id}`)).status).toBe(204);
    expect((await published).ids).toEqual([emotion.id]);
    expect(await emotionExists(emotion.id)).toBe(false);
    const again = await a.client.delete<ErrorResponse>(`/api/emotions/${emotion.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('emotions.notFound');
  });

  it('refuses the partner’s emotion with a translated 403 and keeps it', async () => {
    const { a, b } = await createCoupleFixture(testApp);
    const emotion = await addEmotion(a.client, 'amoroso');
    const response = await b.client.delete<ErrorResponse>(`/api/emotions/${emotion.id}`);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('emotions.notYours');
    expect(await emotionExists(emotion.id)).toBe(true);
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000'])(
    'answers 404 for the id %s',
    async (id) => {
      const { a } = await createCoupleFixture(testApp);
      const response = await a.client.delete<ErrorResponse>(`/api/emotions/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('emotions.notFound');
    },
  );
});
