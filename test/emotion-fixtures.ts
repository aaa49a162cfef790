import { TIME_ZONE_HEADER } from '@shared/domain/calendar-day';
import type { TEmotionType } from '@shared/emotions';
import type { TEmotion } from '@shared/schemas/emotions';
import { expect } from 'vitest';
import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

/** Two zones 25 hours apart: their calendar days never coincide. */
export const AHEAD_ZONE = 'Pacific/Kiritimati';
export const BEHIND_ZONE = 'Pacific/Pago_Pago';

export { todayIn } from './today';

export const inZone = (zone: string) => ({ [TIME_ZONE_HEADER]: zone });

/** Adds an emotion through the API as a person in `zone`. */
export async function addEmotion(
  client: TestClient,
  emotionType: TEmotionType,
  zone = 'UTC',
): Promise<TEmotion> {
  const response = await client.request<TEmotion>(
    'POST',
    '/api/emotions',
    { emotionType },
    inZone(zone),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** An emotion on any day, planted straight in the database (the API only dates "today"). */
export async function plantEmotion(
  testApp: Pick<TestApp, 'deps'>,
  values: { coupleId: string; userId: string; emotionType: TEmotionType; emotionDate: string },
) {
  await testApp.deps.pool.query(
    `insert into emotions (couple_id, user_id, emotion_type, emotion_date) values ($1, $2, $3, $4)`,
    [values.coupleId, values.userId, values.emotionType, values.emotionDate],
  );
}
