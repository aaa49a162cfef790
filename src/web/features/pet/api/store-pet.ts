import type { TPet, TPetResponse } from '@shared/schemas/pet';
import type { QueryClient } from '@tanstack/react-query';
import { petKeys } from './pet-keys';

/** Keeps the pet a mutation answered with, so the screen moves without waiting for a refetch. */
export function storePet(queryClient: QueryClient, pet: TPet) {
  queryClient.setQueryData<TPetResponse>(petKeys.mine(), { pet });
}
