/** The date plans' query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const datePlanKeys = {
  all: queryRoots.datePlans,
  list: () => [...datePlanKeys.all, 'list'] as const,
  photos: (planNumber: number) => [...datePlanKeys.all, 'photos', planNumber] as const,
  catalogue: (language: string) => [...datePlanKeys.all, 'catalogue', language] as const,
};
