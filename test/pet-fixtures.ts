import type { TPet } from '@shared/schemas/pet';
import { expect } from 'vitest';
import type { UserFixture } from './couple-fixtures';

/** Creates the couple's pet through the real API, as partner `by`. */
export async function createPetFixture(
  by: UserFixture,
  input: { petType?: string; petName?: string; petColor?: string } = {},
): Promise<TPet> {
  const response = await by.client.post<{ pet: TPet }>('/api/pet', {
    petType: 'dragon',
    petName: 'Chispa',
    ...input,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.pet;
}
