import type { TPetResponse } from '@shared/schemas/pet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { petKeys } from './pet-keys';

/** A refresh every 30 s: drift and the partner's care show up even if a live event was missed. */
const REFETCH_MS = 30_000;

export const getPet = () => apiFetch<TPetResponse>('/api/pet');

export const petQueryOptions = () =>
  queryOptions({ queryKey: petKeys.mine(), queryFn: getPet, refetchInterval: REFETCH_MS });

export function usePet() {
  return useQuery(petQueryOptions());
}
