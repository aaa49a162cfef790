import type { TBucketItem } from '@shared/schemas/bucket-list';
import type { TDailyQuestionToday } from '@shared/schemas/daily-questions';
import type { TDevicesResponse } from '@shared/schemas/devices';
import type { TEvent } from '@shared/schemas/events';
import type { TPetShopResponse } from '@shared/schemas/pet';
import { expect } from 'vitest';
import { type CoupleFixture, createCoupleFixture } from '../couple-fixtures';
import { uploadPhotos } from '../date-plan-fixtures';
import { addEmotion } from '../emotion-fixtures';
import { pngImage } from '../image-fixtures';
import { writeLetter } from '../letter-fixtures';
import { createMemory } from '../memory-fixtures';
import { createPetFixture } from '../pet-fixtures';
import type { TestApp } from '../test-app';

/** The plan whose photos the owner seed uploads (any catalog number works). */
export const SEEDED_PLAN = 1;

export const QUIZ_ANSWERS = {
  q1: 'sleepIn',
  q2: 'beach',
  q3: 'picnic',
  q4: 'time',
  q5: 'silentHug',
} as const;

/**
 * A couple with one of everything, made through the API: what another user's requests aim at
 * (its ids in paths) and what must never reach them (its titles, ids and signed URLs).
 */
export interface OwnerSeed {
  owner: CoupleFixture;
  memoryId: string;
  eventId: string;
  bucketItemId: string;
  emotionId: string;
  photoId: string;
  shopItemId: string;
  /** The session of owner.b's client (a device others must neither see nor sign out). */
  sessionId: string;
  /** Bruno's comment on the memory. */
  commentId: string;
  /** Today's daily question of the owner couple, answered by owner.a. */
  dailyQuestionId: string;
  /** Ana's message in the couple's chat, hearted by Bruno. */
  chatMessageId: string;
  /** Ana's letter to Bruno, sealed for when he misses her. */
  letterId: string;
  /** The owner's own signed URL of the memory's photo (bound to owner.a). */
  signedImageUrl: string;
  /** Strings of the owner couple that no other user may ever be shown. */
  secrets: string[];
}

function expectCreated(response: { status: number; body: unknown }) {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

export async function seedOwnerCouple(testApp: Pick<TestApp, 'app'>): Promise<OwnerSeed> {
  const owner = await createCoupleFixture(testApp);
  const { client } = owner.a;
  const memory = await createMemory(client, {
    fields: { title: 'Secreto de la playa', memoryDate: '2025-06-01' },
    file: { bytes: await pngImage(), name: 'playa.png', type: 'image/png' },
  });
  expectCreated(memory);
  const event = await client.post<TEvent>('/api/events', {
    title: 'Secreto del calendario',
    eventDate: '2026-02-14',
  });
  expectCreated(event);
  const item = await client.post<TBucketItem>('/api/bucket-list', { title: 'Secreto de la lista' });
  expectCreated(item);
  const emotion = await addEmotion(client, 'feliz');
  const photos = await uploadPhotos(client, SEEDED_PLAN, [{ bytes: await pngImage() }]);
  expectCreated(photos);
  await createPetFixture(owner.a, { petName: 'Secretito' });
  expectCreated(await client.post('/api/games/quiz', QUIZ_ANSWERS));
  const question = await client.get<TDailyQuestionToday>('/api/daily-questions/today');
  expectCreated(question);
  expectCreated(
    await client.put(`/api/daily-questions/${question.body.day.id}/answer`, {
      answer: 'Secreto de la pregunta',
    }),
  );
  const shop = await client.get<TPetShopResponse>('/api/pet/shop');
  const photo = photos.body.photos[0];
  const comment = await owner.b.client.post<{ id: string }>(
    `/api/reactions/memory/${memory.body.id}/comments`,
    { text: 'Secreto comentado' },
  );
  expectCreated(comment);
  expectCreated(await owner.b.client.put(`/api/reactions/memory/${memory.body.id}/heart`));
  const chat = await client.post<{ id: string }>('/api/chat/messages', {
    text: 'Secreto del chat',
  });
  expectCreated(chat);
  expectCreated(await owner.b.client.put(`/api/chat/messages/${chat.body.id}/heart`));
  const letter = await writeLetter(client, {
    body: 'Secreto de la carta',
    openWhenSuggestion: 'missMe',
  });
  expectCreated(letter);
  const shopItem = shop.body.items[0];
  const devices = await owner.b.client.get<TDevicesResponse>('/api/devices');
  const sessionId = devices.body.devices[0]?.id;
  if (!photo || !shopItem || !memory.body.imageUrl || !sessionId) {
    throw new Error('owner seed is incomplete');
  }
  return {
    owner,
    memoryId: memory.body.id,
    eventId: event.body.id,
    bucketItemId: item.body.id,
    emotionId: emotion.id,
    photoId: photo.id,
    shopItemId: shopItem.id,
    sessionId,
    commentId: comment.body.id,
    dailyQuestionId: question.body.day.id,
    chatMessageId: chat.body.id,
    letterId: letter.body.id,
    signedImageUrl: memory.body.imageUrl,
    secrets: [
      owner.couple.id,
      owner.couple.coupleCode,
      owner.a.user.id,
      owner.b.user.id,
      owner.a.email,
      owner.b.email,
      memory.body.id,
      event.body.id,
      item.body.id,
      emotion.id,
      photo.id,
      sessionId,
      comment.body.id,
      question.body.day.id,
      chat.body.id,
      letter.body.id,
      'Secreto',
      'Secretito',
    ],
  };
}
