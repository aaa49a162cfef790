/** The profile's query keys. */
import { queryRoots } from '@web/lib/query-keys';

export const profileKeys = {
  all: queryRoots.profile,
  me: () => [...profileKeys.all, 'me'] as const,
};
