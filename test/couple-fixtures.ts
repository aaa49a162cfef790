import type { TCouple, TCreateCoupleResponse } from '@shared/schemas/couple';
import { expect } from 'vitest';
import { createUserFixture } from './fixtures';
import type { TestApp } from './test-app';

export type UserFixture = Awaited<ReturnType<typeof createUserFixture>>;

export interface PendingCoupleFixture {
  a: UserFixture;
  couple: TCouple;
}

export interface CoupleFixture {
  /** The creator (user1), who made the code. */
  a: UserFixture;
  /** The partner (user2), who joined with it. */
  b: UserFixture;
  /** As A sees it (active). */
  couple: TCouple;
}

export const DEFAULT_START_DATE = '2024-02-14';

/** A pending couple, created through the real API by a new user A. */
export async function createPendingCoupleFixture(
  testApp: Pick<TestApp, 'app'>,
  {
    a,
    relationshipStartDate = DEFAULT_START_DATE,
  }: { a?: UserFixture; relationshipStartDate?: string } = {},
): Promise<PendingCoupleFixture> {
  const creator = a ?? (await createUserFixture(testApp, { fullName: 'Ana García' }));
  const response = await creator.client.post<TCreateCoupleResponse>('/api/couples', {
    relationshipStartDate,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { a: creator, couple: response.body.couple };
}

/**
 * An active couple made the way people make one: A creates a code through the API, B joins
 * with it. Both clients are signed in. Use it to seed every couple-scoped feature test.
 */
export async function createCoupleFixture(
  testApp: Pick<TestApp, 'app'>,
  options: { a?: UserFixture; b?: UserFixture; relationshipStartDate?: string } = {},
): Promise<CoupleFixture> {
  const { a, couple: pending } = await createPendingCoupleFixture(testApp, options);
  const b = options.b ?? (await createUserFixture(testApp, { fullName: 'Bruno Díaz' }));
  const joined = await b.client.post<{ couple: TCouple }>('/api/couples/join', {
    code: pending.coupleCode,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { a, b, couple: { ...pending, status: 'active' } };
}
