/** The pet's query keys. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@web/lib/query-invalidations';
import { queryRoots } from '@web/lib/query-keys';

export const petKeys = {
  all: queryRoots.pet,
  mine: () => [...petKeys.all, 'mine'] as const,
  shop: () => [...petKeys.all, 'shop'] as const,
};

/**
 * A refusal (a cooldown seen from another tab, a pet adopted meanwhile): catch up with what the
 * partner's realtime event refreshes.
 */
export const refreshPet = (queryClient: QueryClient) => refreshAfter(queryClient, 'pet.changed');
