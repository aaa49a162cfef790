/** The pet's query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const petKeys = {
  all: queryRoots.pet,
  mine: () => [...petKeys.all, 'mine'] as const,
  shop: () => [...petKeys.all, 'shop'] as const,
};
